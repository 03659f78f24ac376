import type { FastifyReply } from 'fastify';

/** Every answer's envelope: `{ code, message, data }` (CONTRACT). */
export function send<T>(reply: FastifyReply, code: number, message: string, data: T) {
  return reply.code(code).send({ code, message, data });
}

/** A row as the client sees it: `_id` instead of the column name `id`. */
export function withWireId<T extends { id: string }>(row: T): Omit<T, 'id'> & { _id: string } {
  const { id, ...rest } = row;
  return { _id: id, ...rest };
}
