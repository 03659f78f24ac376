import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Counted apart, never logged one by one: a flood would otherwise flood the log too. */
const limited = new WeakSet<FastifyRequest>();

export function markRateLimited(request: FastifyRequest): void {
  limited.add(request);
}

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (limited.has(request)) return;
    const line = { req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime), admin: request.admin?.id };
    if (error || reply.statusCode >= 500) reply.log.error({ ...line, err: error ?? undefined }, 'solicitud');
    else reply.log.info(line, 'solicitud');
  }
}
