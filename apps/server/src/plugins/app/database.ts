import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/connect.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Pick<Database, 'db' | 'sql' | 'quick' | 'url'>;
  }
}

export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    app.decorate('database', { db: opts.database.db, sql: opts.database.sql, quick: opts.database.quick, url: opts.database.url });
  },
  { name: 'database' },
);
