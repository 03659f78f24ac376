import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { DEMO_USER_PASSWORD, seedDemoData } from '../../src/db/demo/seed-demo.ts';
import * as schema from '../../src/db/schema/index.ts';
import { createDiskStorage } from '../../src/uploads/storage.ts';
import { call, startTestApp, type TestApp } from '../helpers/app.ts';

/** The demo account the README's walk-through signs in with. */
const DOCUMENTED_EMAIL = 'maria.ramirez@example.net';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoData(t.database.db, createDiskStorage(join(t.config.dataDir, 'uploads')));
}, 120_000);
afterAll(() => t?.close());

const login = (email: string, password: string) => call(t, { method: 'POST', url: '/api/public/auth/login', payload: { email, password } });
const demoUsers = () => t.database.db.select().from(schema.users).orderBy(asc(schema.users.createdAt));

describe('demo users as public-site accounts', () => {
  it('makes every demo user a confirmed account that accepted the terms, with one hash of the demo password', async () => {
    const users = await demoUsers();
    expect(users).toHaveLength(30);
    for (const user of users) {
      expect(user.confirmedAt, user.email).toEqual(user.createdAt);
      expect(user.termsAcceptedAt, user.email).toEqual(user.createdAt);
      expect(user.passwordHash, user.email).toMatch(/^\$argon2id\$/);
    }
    expect(new Set(users.map((u) => u.passwordHash)).size).toBe(1);
  });

  it('signs the documented demo user in with the demo password, and opens their own data', async () => {
    const res = await login(DOCUMENTED_EMAIL, DEMO_USER_PASSWORD);
    expect(res.status, res.raw).toBe(200);
    expect(res.body.message).toBe(es.auth.loggedIn);
    const { token, user } = res.body.data as { token: string; user: { email: string } };
    expect(user.email).toBe(DOCUMENTED_EMAIL);
    const me = await call(t, { method: 'GET', url: '/api/public/me', token });
    expect(me.status).toBe(200);
    expect((me.body.data as { email: string }).email).toBe(DOCUMENTED_EMAIL);
  });

  it('signs any active demo user in, and refuses a wrong password and a deactivated demo user alike', async () => {
    const users = await demoUsers();
    const active = users.filter((u) => u.active).at(-1)!;
    expect((await login(active.email, DEMO_USER_PASSWORD)).status).toBe(200);

    const wrong = await login(active.email, `${DEMO_USER_PASSWORD}x`);
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(es.auth.badCredentials);
    const inactive = users.find((u) => !u.active)!;
    const deactivated = await login(inactive.email, DEMO_USER_PASSWORD);
    expect(deactivated.status).toBe(401);
    expect(deactivated.body.message).toBe(wrong.body.message);
    const sessions = await t.database.db.select().from(schema.userSessions).where(eq(schema.userSessions.userId, inactive.id));
    expect(sessions).toEqual([]);
  });
});
