import { Agent, request } from 'undici';
import { es } from '@app/domain/messages/es';
import { checkedLookup, RefusedAddress, refuseLiteral } from './address.ts';
import type { Claimed } from './queue.ts';
import { signature } from './signature.ts';

export interface Poster {
  /** One signed POST of a delivery: the receiver's status, or why there is none. */
  post(delivery: Claimed, secret: string | null): Promise<{ statusCode: number | null; error: string | null }>;
  close(): Promise<void>;
}

/** POSTs deliveries within `timeoutMs` each, cut short by `signal`, only to the addresses allowed. */
export function createPoster(opts: { allowPrivate: boolean; timeoutMs: number; signal: AbortSignal }): Poster {
  // Up to ten kept-alive connections to each receiver, opened only to the addresses the lookup checked.
  const agent = new Agent({ connections: 10, connect: { lookup: checkedLookup(opts.allowPrivate) } });

  async function post(delivery: Claimed, secret: string | null): Promise<{ statusCode: number | null; error: string | null }> {
    if (secret === null) return { statusCode: null, error: es.webhooks.notFound };
    try {
      refuseLiteral(new URL(delivery.url).hostname, opts.allowPrivate);
      const body = JSON.stringify(delivery.payload);
      const res = await request(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-webhook-id': delivery.id,
          'x-signature': signature(secret, body, Math.floor(Date.now() / 1000)),
        },
        body,
        dispatcher: agent,
        signal: AbortSignal.any([AbortSignal.timeout(opts.timeoutMs), opts.signal]),
      });
      await res.body.dump();
      return { statusCode: res.statusCode, error: res.statusCode < 300 ? null : `HTTP ${res.statusCode}` };
    } catch (err) {
      if (err instanceof RefusedAddress) return { statusCode: null, error: err.message };
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || (err.cause as Error | undefined)?.name === 'TimeoutError');
      return { statusCode: null, error: timedOut ? es.webhooks.timeout(opts.timeoutMs / 1000) : err instanceof Error ? err.message : String(err) };
    }
  }

  return { post, close: () => agent.close() };
}
