import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Requests the general rate limiter refused: counted apart, never logged one by one. */
const limited = new WeakSet<FastifyRequest>();

export function markRateLimited(request: FastifyRequest): void {
  limited.add(request);
}

/**
 * One log line per request (issue 11 §3), written once it is answered: method, path, client, status, time and the
 * admin. Fastify's "incoming request" line is not written. A request the rate limiter refused is left out: a flood
 * would otherwise flood the log too; the limiter logs one line per client and minute instead (security.ts).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (limited.has(request)) return;
    const line = { req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime), admin: request.admin?.id };
    if (error || reply.statusCode >= 500) reply.log.error({ ...line, err: error ?? undefined }, 'solicitud');
    else reply.log.info(line, 'solicitud');
  }
}
