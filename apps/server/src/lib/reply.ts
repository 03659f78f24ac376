import type { FastifyReply } from 'fastify';

/** Every answer's envelope: `{ code, message, data }` (CONTRACT). */
export function send<T>(reply: FastifyReply, code: number, message: string, data: T) {
  return reply.code(code).send({ code, message, data });
}
