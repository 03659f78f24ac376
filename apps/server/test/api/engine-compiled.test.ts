import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, sectors } from '../../src/db/schema/index.ts';
import { byShape, Compiled, rowReader } from '../../src/engine/compiled.ts';
import { SUPER_EMAIL, startTestApp, type TestApp } from '../helpers/app.ts';

/** Issue 12: the hot statements built once must read and write exactly what drizzle's own would. */
describe('statements built once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('reads a row exactly as drizzle does: column keys, dates as dates, nulls as null', async () => {
    const { db } = t.database;
    const [admin] = await db.select().from(admins).where(eq(admins.email, SUPER_EMAIL));
    const byId = new Compiled(db.select().from(admins).where(eq(admins.id, sql.placeholder('id'))));
    const [raw] = await byId.run(db, { id: admin!.id });
    expect(rowReader(admins)(raw!)).toEqual(admin);
    expect(await byId.run(db, { id: '00000000-0000-4000-8000-000000000000' })).toEqual([]);
  });

  it('binds each value through its column, null included, on the pool and inside a transaction', async () => {
    const { db } = t.database;
    const [admin] = await db.select().from(admins).where(eq(admins.email, SUPER_EMAIL));
    const set = new Compiled(
      db
        .update(admins)
        // Built as the engine builds its updates: a placeholder per column (the typed `set` takes no placeholder).
        .set(Object.fromEntries([['recoverExpires', sql.placeholder('expires')]]))
        .where(eq(admins.id, sql.placeholder('id')))
        .returning(),
    );
    const when = new Date('2030-01-02T03:04:05.678Z');
    const [written] = await db.transaction(async (tx) => set.run(tx, { id: admin!.id, expires: when }));
    expect(rowReader(admins)(written!).recoverExpires).toEqual(when);
    const [cleared] = await set.run(db, { id: admin!.id, expires: null });
    expect(rowReader(admins)(cleared!).recoverExpires).toBeNull();
  });

  it('keeps one statement per shape, up to its limit; past it, the others are built on each use', async () => {
    const { db } = t.database;
    let builds = 0;
    const build = () => {
      builds++;
      return db.select().from(sectors).where(eq(sectors.id, sql.placeholder('id')));
    };
    const statements = byShape(1);
    expect(statements('kept', build)).toBe(statements('kept', build));
    expect(statements('other', build)).not.toBe(statements('other', build));
    expect(builds).toBe(3);
  });

  it('refuses a statement with a value fixed when it was built, and a run without a value', async () => {
    const { db } = t.database;
    expect(() => new Compiled(db.select().from(sectors).where(eq(sectors.name, 'Turismo')))).toThrow(/valores fijos/);
    const byName = new Compiled(db.select().from(sectors).where(eq(sectors.name, sql.placeholder('name'))));
    await expect(byName.run(db, {})).rejects.toThrow(/Falta el valor de name/);
  });
});
