import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { ModuleName } from '@app/domain/core/modules';
import { NO_PERMISSIONS, type PermissionFlags } from '@app/domain/core/permissions';
import { buildApp, loggerOptions, type AppOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/connect.ts';
import { admins, modules, permissions } from '../../src/db/schema/index.ts';
import { seedReferenceData } from '../../src/db/seed.ts';
import { hashPassword } from '../../src/lib/secrets.ts';
import { createDiskStorage } from '../../src/uploads/storage.ts';
import { createTestDatabase } from './database.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

export const SUPER_EMAIL = 'super@example.com';
export const SUPER_PASSWORD = 'Sup3r-secreta';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  sink: SmtpSink;
  config: Config;
  /** Every log line the app wrote, to check that no secret is ever logged. */
  logs: string[];
  close(): Promise<void>;
}

/** The real app on a fresh database of the shared test server, with mail going to a real SMTP sink. */
export async function startTestApp(overrides: Partial<Config> = {}, appOptions: Pick<AppOptions, 'requestsPerMinute' | 'heavyLimits' | 'exportLimits' | 'webhooks'> = {}): Promise<TestApp> {
  const [testDb, sink, dataDir] = await Promise.all([
    createTestDatabase({ migrated: true }),
    startSmtpSink(),
    mkdtemp(join(tmpdir(), 'api-test-')),
  ]);
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: testDb.url, SMTP_URL: sink.url, ADMIN_EMAIL: SUPER_EMAIL }),
    adminPassword: SUPER_PASSWORD,
    jwtSecret: randomBytes(32).toString('hex'),
    // Suites sign the same admin in many times; the ceiling of code mails (5) has its own suite (auth-rate-limit).
    authCodeMails: 1000,
    ...overrides,
  };
  const database = await openDatabase({ databaseUrl: testDb.url, dataDir, log: () => {} });
  const storage = createDiskStorage(join(dataDir, 'uploads'));
  await seedReferenceData(database.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, storage });
  const logs: string[] = [];
  const base = loggerOptions('info') as object;
  const app = await buildApp(config, database, {
    logger: { ...base, stream: { write: (line: string) => void logs.push(line) } },
    storage,
    ...appOptions,
  });
  await app.ready();
  return {
    app,
    database,
    sink,
    config,
    logs,
    async close() {
      await app.close();
      await database.close();
      await sink.close();
      await testDb.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  body: { code: number; message: string; data?: unknown; errors?: { path: string; msg: string }[] };
  headers: Record<string, unknown>;
  raw: string;
}

/** `app.inject` with the bearer token and a parsed envelope. */
export async function call(t: TestApp, options: InjectOptions & { token?: string }): Promise<Answer> {
  const { token, headers, ...rest } = options;
  const res = await t.app.inject({
    ...rest,
    headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  let body: Answer['body'];
  try {
    body = JSON.parse(res.body) as Answer['body'];
  } catch {
    body = { code: res.statusCode, message: res.body };
  }
  return { status: res.statusCode, body, headers: res.headers, raw: res.body };
}

/** Reads the code from the mail the sink received and returns the token of a completed two-step login. */
export async function login(t: TestApp, email: string, password: string): Promise<string> {
  t.sink.clear();
  const step1 = await call(t, { method: 'POST', url: '/api/auth/admins/login', payload: { email, password } });
  if (step1.status === 200) return (step1.body.data as { token: string }).token;
  expect(step1.status, JSON.stringify(step1.body)).toBe(201);
  const code = await readCode(t, email);
  const step2 = await call(t, { method: 'POST', url: '/api/auth/admins/verify', payload: { email, code } });
  expect(step2.status, JSON.stringify(step2.body)).toBe(200);
  return (step2.body.data as { token: string }).token;
}

export async function readCode(t: TestApp, email: string): Promise<string> {
  const mail = await t.sink.waitFor((m) => m.to.includes(email.toLowerCase()) && /código/i.test(m.subject));
  const code = /\b([A-Z0-9]{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`sin código en: ${mail.text}`);
  return code;
}

export const loginAsSuper = (t: TestApp) => login(t, SUPER_EMAIL, SUPER_PASSWORD);

/** Inserts an admin with the given flags directly: the admins module has its own issue. */
export async function createAdmin(
  t: TestApp,
  opts: { role?: 0 | 1 | 2; permissions?: Partial<Record<ModuleName, Partial<PermissionFlags>>>; active?: boolean; gta?: string | null } = {},
): Promise<{ id: string; email: string; password: string }> {
  const email = `admin-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Clave-de-prueba-1';
  const { db } = t.database;
  const [row] = await db
    .insert(admins)
    .values({
      name: 'Ana',
      lastName: 'Prueba',
      email,
      role: opts.role ?? 1,
      passwordHash: await hashPassword(password),
      validated: true,
      active: opts.active ?? true,
      gtaId: opts.gta ?? null,
    })
    .returning({ id: admins.id });
  const id = row!.id;
  for (const [module, flags] of Object.entries(opts.permissions ?? {})) {
    const [mod] = await db.select({ id: modules.id }).from(modules).where(eq(modules.name, module));
    await db.insert(permissions).values({ adminId: id, moduleId: mod!.id, ...NO_PERMISSIONS, ...flags });
  }
  return { id, email, password };
}
