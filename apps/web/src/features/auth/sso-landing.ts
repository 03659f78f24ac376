import type { SsoFailure } from '@app/domain/core/sso';
import { afterLogin } from '../../session/return-to.ts';

const FAILURES: readonly SsoFailure[] = ['expired', 'state', 'cancelled', 'failed', 'unverified', 'unknown', 'provider'];

/** `to`: the page to go on to (or to retry towards), one of this app's paths, else home. */
export type SsoLanding = ({ ticket: string } | { failure: SsoFailure; email: string }) & { to: string };

/** What the server's callback put in `/sso#…`; anything else (a hand-typed or stale address) reads as an expired request. */
export function readLanding(hash: string): SsoLanding {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const to = afterLogin({ from: params.get('to') ?? undefined });
  const ticket = params.get('ticket');
  if (ticket) return { ticket, to };
  const error = params.get('error');
  const failure = FAILURES.find((known) => known === error) ?? 'expired';
  return { failure, email: params.get('email') ?? '', to };
}
