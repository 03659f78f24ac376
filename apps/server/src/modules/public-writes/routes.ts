import type { FastifyInstance } from 'fastify';
import { publicCardWriteRoutes } from './card-routes.ts';
import { publicGuideRoutes } from './guide-routes.ts';

export async function publicWriteRoutes(app: FastifyInstance) {
  await app.register(publicCardWriteRoutes);
  await app.register(publicGuideRoutes);
}
