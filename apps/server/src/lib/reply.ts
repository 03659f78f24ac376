import type { FastifyReply } from 'fastify';

export function send<T>(reply: FastifyReply, code: number, message: string, data: T) {
  return reply.code(code).send({ code, message, data });
}

export function withWireId<T extends { id: string }>(row: T): Omit<T, 'id'> & { _id: string } {
  const { id, ...rest } = row;
  return { _id: id, ...rest };
}
