/**
 * Records the statements the product sends for one request (through the database's statement spy), so that the bare
 * Fastify server replays exactly them.
 */
import type { InjectOptions } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { openDatabase, type POOLS } from '../src/db/connect.ts';

export interface Statement {
  pool: keyof typeof POOLS;
  connection: number;
  query: string;
  params: unknown[];
}

export interface Captured {
  statements: Statement[];
  /** The record the request was about, replaced by the one each replayed request names. */
  recordedId?: string;
}

export async function capture(config: Config, token: string, requests: Record<string, InjectOptions & { recordedId?: string }>) {
  let recording: Statement[] | undefined;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: () => {},
    spy: (pool, connection, query, params) => recording?.push({ pool, connection, query, params: params.map((p) => (p instanceof Date ? p.toISOString() : p)) }),
  });
  const app = await buildApp(config, database, { logger: false, requestsPerMinute: 1e9 });
  await app.ready();
  const result: Record<string, Captured> = {};
  try {
    for (const [name, { recordedId, ...request }] of Object.entries(requests)) {
      // Once unrecorded, so that one-time work (statements prepared, caches) is not taken for the request's own.
      await app.inject({ ...request, headers: { authorization: `Bearer ${token}` } });
      recording = [];
      const res = await app.inject({ ...request, headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode >= 300) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      result[name] = { statements: recording, recordedId };
      recording = undefined;
    }
  } finally {
    await app.close();
    await database.close();
  }
  return result;
}
