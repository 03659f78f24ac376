import type { FastifyInstance } from 'fastify';

export async function publicSubmissionRoutes(_app: FastifyInstance) {}
