/**
 * Issue 11 §2: a property-based walk over every route of the OpenAPI document. Generated path parameters, queries and
 * bodies — valid-looking, wrong-typed, and hostile text (NUL, lone surrogates, controls, huge numbers, nested junk) —
 * must never answer 5xx, must always answer the `{ code, message }` envelope, and a 4xx must leave the database as it
 * was (row count and latest change of every table). Bounded in `npm test` (FUZZ_RUNS per route, 12 by default) with a
 * fixed seed; `npm run test:fuzz` runs more.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { call, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectNothingInternal } from '../helpers/expect.ts';
import type { Rec } from '../helpers/resources.ts';

const RUNS = Number(process.env.FUZZ_RUNS || 12);
const SEED = Number(process.env.FUZZ_SEED || 20261123);

interface Operation {
  method: string;
  path: string;
  parameters?: { name: string; in: 'query' | 'path'; schema?: { type?: string; enum?: unknown[] } }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { type?: string; enum?: unknown[] }> } }> };
}

const t: TestApp = await startTestApp();
const token = await loginAsSuper(t);
afterAll(() => t.close());

const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> }>();
// Logging out would end the walk's own session; every other route is walked.
const operations: Operation[] = Object.entries(doc.paths)
  .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })))
  .filter((op) => ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(op.method) && !op.path.includes('/logout/'));

// A few records that exist, so that some generated calls reach past the 404 (never the super user's own record).
const sector = (
  await call(t, { method: 'POST', url: '/api/sectors', token, payload: { name: 'Sector del recorrido', description: 'Para el fuzz' } })
).body.data as Rec;
const realIds = [sector._id as string];

const tables = await t.database.sql<{ name: string; column: string | null }[]>`
  select t.table_name as name,
         (select c.column_name from information_schema.columns c
          where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name in ('updated_at', 'created_at')
          order by c.column_name desc limit 1) as column
  from information_schema.tables t where t.table_schema = 'public' and t.table_type = 'BASE TABLE' order by 1`;
// Read once: no request changes the schema.
const fingerprintQuery = tables
  .map(({ name, column }) =>
    column ? `select '${name}' as t, count(*)::text || '|' || coalesce(max("${column}")::text, '') as v from "${name}"` : `select '${name}', count(*)::text from "${name}"`,
  )
  .join(' union all ');

/** Row count and latest change of every table: a refused request must leave it identical. */
async function fingerprint(): Promise<string> {
  const rows = await t.database.sql.unsafe<{ t: string; v: string }[]>(fingerprintQuery);
  return rows.map((r) => `${r.t}:${r.v}`).join(',');
}

const hostile = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\u0007\u001b[31m',
  "' or 1=1 --",
  '%00',
  '../../etc/passwd',
  '__proto__',
  '9'.repeat(40),
  '-1',
  '1e309',
  'NaN',
  'null',
  '',
  ' ',
  'x'.repeat(5000),
  '2025-13-45',
  '00000000-0000-0000-0000-000000000000',
);
const text = fc.oneof(hostile, fc.string({ maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 30 }), fc.uuid(), fc.constantFrom(...realIds));
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), hostile), scalar, { maxKeys: 4 }) },
);

function requestFor(op: Operation) {
  const params = (op.parameters ?? []).filter((p) => p.in === 'path');
  const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const bodyProps = Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? op.requestBody?.content?.['multipart/form-data']?.schema?.properties ?? {});
  const pathValues = fc.record(Object.fromEntries(params.map((p) => [p.name, text])));
  const query = fc.dictionary(fc.oneof(fc.constantFrom(...(queryNames.length > 0 ? queryNames : ['x'])), fc.string({ maxLength: 6 })), fc.oneof(text, fc.array(text, { maxLength: 3 })), { maxKeys: 5 });
  const body = fc.oneof(
    { weight: 5, arbitrary: fc.record(Object.fromEntries(bodyProps.map((name) => [name, value])), { requiredKeys: [] }) },
    { weight: 1, arbitrary: value },
  );
  return fc.record({ pathValues, query, body });
}

function urlOf(op: Operation, pathValues: Record<string, unknown>, query: Record<string, unknown>): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(pathValues[name] ?? '')) || 'x');
  const search = new URLSearchParams();
  for (const [key, v] of Object.entries(query)) for (const item of Array.isArray(v) ? v : [v]) search.append(key, String(item));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

let counter = 0;
const measured = { requests: 0, by: {} as Record<string, number> };

describe(`every route of /api/docs/json (${RUNS} generated requests each, seed ${SEED})`, () => {
  it('lists the routes it walks', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s: never 5xx, always the envelope, nothing written on a 4xx', async (_name, op) => {
    await fc.assert(
      fc.asyncProperty(requestFor(op), async ({ pathValues, query, body }) => {
        const before = await fingerprint();
        counter += 1;
        // Each request from its own address: the general ceiling per client is not what is tested here.
        const res = await call(t, {
          method: op.method as 'GET',
          url: urlOf(op, pathValues, query),
          token,
          payload: op.method === 'GET' || op.method === 'DELETE' ? undefined : (body as object),
          remoteAddress: `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
        });
        measured.requests += 1;
        measured.by[String(res.status)] = (measured.by[String(res.status)] ?? 0) + 1;
        expect(res.status, res.raw).toBeLessThan(500);
        expect(typeof res.body.code, res.raw).toBe('number');
        expect(res.body.code).toBe(res.status);
        expect(typeof res.body.message).toBe('string');
        if (res.status >= 400) {
          expectNothingInternal(res.raw);
          expect(await fingerprint(), `${op.method} ${res.status} ${res.raw.slice(0, 200)}`).toBe(before);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  });

  afterAll(() => {
    console.info(`[medida] fuzz: ${operations.length} rutas, ${measured.requests} solicitudes; por estado: ${JSON.stringify(measured.by)}`);
  });
});
