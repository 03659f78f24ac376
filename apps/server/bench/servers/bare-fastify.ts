/**
 * Bare Fastify replaying the exact statements the product sent for one request (recorded by `capture.ts`): no
 * validation, no auth logic, no serialisation schema, the same pool sizes. The session check's statements run first,
 * then each connection's statements in parallel, each connection's in order and inside a transaction where the product
 * opened one, as the product sends them. It answers what it read (each statement's rows, in order), as a route
 * that reads them must. Prints `ready` and its pid once listening.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import postgres from 'postgres';
import { POOLS } from '../../src/db/connect.ts';
import type { Captured, Statement } from '../capture.ts';

const captured = JSON.parse(readFileSync(process.env.CAPTURE_FILE!, 'utf8')) as Record<string, Captured>;
const url = process.env.DATABASE_URL!;
const pools = {
  main: postgres(url, { max: POOLS.main.max, onnotice: () => {} }),
  quick: postgres(url, { max: POOLS.quick.max, onnotice: () => {} }),
};

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** The recorded parameters for another record: its id where the recorded one was, the time now where a time was. */
const bind = (params: unknown[], recordedId: string | undefined, id: string | undefined) =>
  params.map((p) => (recordedId && p === recordedId ? id : typeof p === 'string' && ISO.test(p) ? new Date().toISOString() : p));

async function replay(request: Captured, id?: string) {
  const run = (sql: postgres.Sql | postgres.TransactionSql, s: Statement) =>
    sql.unsafe(s.query, bind(s.params, request.recordedId, id) as postgres.ParameterOrJSON<never>[], { prepare: s.params.length > 0 });
  for (const s of request.statements.filter((s) => s.pool === 'quick')) await run(pools.quick, s);
  const byConnection = new Map<number, Statement[]>();
  for (const s of request.statements.filter((s) => s.pool === 'main')) byConnection.set(s.connection, [...(byConnection.get(s.connection) ?? []), s]);
  const read = await Promise.all(
    [...byConnection.values()].map(async (statements) => {
      const inTransaction = /^begin/i.test(statements[0]!.query);
      const body = statements.filter((s) => !/^(begin|commit)/i.test(s.query));
      const rows: unknown[] = [];
      if (!inTransaction) {
        for (const s of body) rows.push(await run(pools.main, s));
        return rows;
      }
      await pools.main.begin(async (tx) => {
        for (const s of body) rows.push(await run(tx, s));
      });
      return rows;
    }),
  );
  return read.flat();
}

const app = Fastify();
app.get('/list', async () => ({ code: 200, message: 'Listado de registros', data: await replay(captured.list!) }));
app.put<{ Params: { id: string } }>('/edit/:id', async (request) => ({ code: 202, message: 'Registro actualizado', data: await replay(captured.edit!, request.params.id) }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write(`ready ${process.pid}\n`);
