/**
 * The driver's answers stay whole after a query fails half-way through its rows (a statement timeout, a connection
 * lost while rows arrive): the next query on that connection gets its own rows, never leading holes.
 */
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

let db: TestDatabase;
let sql: postgres.Sql;
beforeAll(async () => {
  db = await createTestDatabase();
  sql = postgres(db.url, { max: 1, onnotice: () => {} });
});
afterAll(async () => {
  await sql?.end({ timeout: 5 });
  await db?.drop();
});

describe('one connection after a query failed while its rows streamed', () => {
  it('an error after three rows: the next query answers its five rows and nothing else', async () => {
    const failing = sql`select i, 1 / (4 - i) as boom from generate_series(1, 10) i`.catch((err: Error) => err);
    const next = sql`select x from generate_series(1, 5) x`;
    expect(await failing).toBeInstanceOf(Error);
    const rows = await next;
    expect(rows.length).toBe(5);
    expect(rows.map((r) => r.x)).toEqual([1, 2, 3, 4, 5]);
  });

  it('a connection closed after some rows: the query on the new connection answers only its rows', async () => {
    // The server ends this backend once the first rows have been flushed to the client.
    const failing = sql`
      select i, case when i = 4 then pg_terminate_backend(pg_backend_pid()) end as cut
      from generate_series(1, 10) i`.catch((err: Error) => err);
    expect(await failing).toBeInstanceOf(Error);
    const rows = await sql`select x from generate_series(1, 5) x`;
    expect(rows.length).toBe(5);
    expect(rows.map((r) => r.x)).toEqual([1, 2, 3, 4, 5]);
  });
});
