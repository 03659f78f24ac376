import type { FastifyInstance } from 'fastify';

export async function publicWriteRoutes(_app: FastifyInstance) {}
