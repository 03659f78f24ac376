import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIGURATION_DOCUMENTS } from '@app/domain/core/configuration';
import { es } from '@app/domain/messages/es';
import { secretBox, type Sealed } from '../../src/modules/configuration/secret-box.ts';
import { createAdmin, login, loginAsSuper, startTestApp, SUPER_EMAIL, type TestApp } from '../helpers/app.ts';
import { client, databaseState, expectError, expectOk, historyOf } from '../helpers/expect.ts';

const PASSWORD = 'S3creta-del-servidor';

/** An SMTP server that requires a login, to see which credentials the mailer sends. */
async function startAuthSink() {
  const logins: { username: string; password: string }[] = [];
  const mails: string[] = [];
  const server = new SMTPServer({
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username ?? '', password: auth.password ?? '' });
      if (auth.password === PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('Credenciales no válidas'));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, logins, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function waitFor(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('tiempo agotado');
    await new Promise((r) => setTimeout(r, 50));
  }
}

let t: TestApp;
let api: ReturnType<typeof client>;
let sink: Awaited<ReturnType<typeof startAuthSink>>;

beforeAll(async () => {
  // No SMTP_URL: the mailer uses what /configuration saved (and the outbox before that). One-step login: no mail needed.
  t = await startTestApp({ smtpUrl: undefined, twoFactor: false });
  sink = await startAuthSink();
  api = client(t, await loginAsSuper(t));
});
afterAll(async () => {
  await sink?.close();
  await t?.close();
});

const storedSmtp = async () =>
  (await t.database.sql<{ value: { user: string; host: string; port: number; password: Sealed | null } }[]>`
    select value from configuration where key = 'smtp'`)[0]?.value;

describe('configuration', () => {
  it('starts empty, readable only by whoever may change it (issue 11 §1: a super user)', async () => {
    const data = expectOk(await api.get('/api/configuration'), 200, es.api.ok);
    expect(data).toEqual({
      contact: { email: '' },
      smtp: { user: '', host: '', port: null, passwordSet: false },
      privacy: { text: '' },
      terms: { text: '' },
    });
    // Any other admin, even one holding every admins flag, learns nothing of the mail server.
    const admin = await createAdmin(t, { permissions: { admins: { read: true, create: true, update: true } } });
    const refused = await client(t, await login(t, admin.email, admin.password)).get('/api/configuration');
    expectError(refused, 403, es.api.forbidden);
    expect(refused.raw).not.toMatch(/smtp|host|port/i);
    expectError(await client(t).get('/api/configuration'), 401, es.api.unauthorized);
  });

  it('saves each panel with its message and one history row per change', async () => {
    const contact = expectOk<{ contact: { email: string } }>(
      await api.put('/api/configuration/contact', { email: 'Contacto@Example.com' }),
      202,
      'Información de contacto actualizado',
    );
    expect(contact.contact.email).toBe('contacto@example.com');
    expectOk(await api.put('/api/configuration/privacy', { text: 'Aviso de privacidad integral.' }), 202, es.api.updated);
    expectOk(await api.put('/api/configuration/terms', { text: 'Términos y condiciones de uso.' }), 202, es.api.updated);
    const data = expectOk<Record<string, unknown>>(await api.get('/api/configuration'), 200, es.api.ok);
    expect(data).toMatchObject({ contact: { email: 'contacto@example.com' }, privacy: { text: 'Aviso de privacidad integral.' }, terms: { text: 'Términos y condiciones de uso.' } });
    expect((await historyOf(t, CONFIGURATION_DOCUMENTS.contact)).map((h) => [h.cause, h.module, h.changes])).toEqual([
      ['edit', 'configuration', [{ field: 'email', from: '', to: 'contacto@example.com' }]],
    ]);
    expect(await historyOf(t, CONFIGURATION_DOCUMENTS.terms)).toHaveLength(1);
    const history = expectOk<{ docs: { cause: string; description: string }[] }>(
      await api.get(`/api/historicals?document=${CONFIGURATION_DOCUMENTS.privacy}`),
      200,
      es.api.list,
    );
    expect(history.docs.map((d) => d.description)).toEqual([es.configuration.history.privacy]);
  });

  it('validates with Spanish messages and changes nothing', async () => {
    const before = await databaseState(t, { withSessions: false });
    expectError(await api.put('/api/configuration/contact', { email: 'no-es-correo' }), 400, es.api.validation, [
      { path: 'email', msg: es.validation.emailInvalid },
    ]);
    expectError(await api.put('/api/configuration/contact', {}), 400, es.api.validation, [{ path: 'email', msg: es.validation.required }]);
    expectError(await api.put('/api/configuration/smtp', { host: 'smtp.example.com', port: 'abc' }), 400, es.api.validation, [
      { path: 'port', msg: es.configuration.portInvalid },
    ]);
    expectError(await api.put('/api/configuration/smtp', { host: 'smtp.example.com', port: 70000 }), 400, es.api.validation, [
      { path: 'port', msg: es.configuration.portInvalid },
    ]);
    expectError(await api.put('/api/configuration/smtp', { host: 'no valido!', port: 25 }), 400, es.api.validation, [
      { path: 'host', msg: es.configuration.hostInvalid },
    ]);
    expectError(await api.put('/api/configuration/smtp', { port: 25 }), 400, es.api.validation, [{ path: 'host', msg: es.validation.required }]);
    expectError(await api.put('/api/configuration/terms', { text: '   ' }), 400, es.api.validation, [{ path: 'text', msg: es.validation.required }]);
    expect(await databaseState(t, { withSessions: false })).toBe(before);
  });

  it('lets only a super user write', async () => {
    const admin = await createAdmin(t, { role: 1, permissions: { users: { read: true, update: true, destroy: true } } });
    const as = client(t, await login(t, admin.email, admin.password));
    const before = await databaseState(t, { withSessions: false });
    expectError(await as.put('/api/configuration/contact', { email: 'otro@example.com' }), 403, es.api.forbidden);
    expectError(await as.put('/api/configuration/smtp', { host: 'evil.example.com', port: 25, password: 'x' }), 403, es.api.forbidden);
    expectError(await as.put('/api/configuration/privacy', { text: 'Otro' }), 403, es.api.forbidden);
    expectError(await as.put('/api/configuration/terms', { text: 'Otro' }), 403, es.api.forbidden);
    expect(await databaseState(t, { withSessions: false })).toBe(before);
  });

  it('keeps the SMTP password encrypted, never returns it, and the mailer logs in with it', async () => {
    const saved = await api.put('/api/configuration/smtp', { user: 'mailer', host: '127.0.0.1', port: String(sink.port), password: PASSWORD });
    const data = expectOk<{ smtp: Record<string, unknown> }>(saved, 202, es.api.updated);
    expect(data.smtp).toEqual({ user: 'mailer', host: '127.0.0.1', port: sink.port, passwordSet: true });
    expect(saved.raw).not.toContain(PASSWORD);
    const read = await api.get('/api/configuration');
    expect(read.raw).not.toContain(PASSWORD);
    expect((read.body.data as { smtp: object }).smtp).toEqual({ user: 'mailer', host: '127.0.0.1', port: sink.port, passwordSet: true });

    // In the database: sealed (AES-256-GCM), never in clear text, not even in the history.
    const stored = (await storedSmtp())!;
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
    expect(Buffer.from(stored.password!.iv, 'base64')).toHaveLength(12);
    expect(secretBox(t.config.settingsSecret).open(stored.password!)).toBe(PASSWORD);
    expect(secretBox('otra-clave').open(stored.password!)).toBeNull();
    expect(await databaseState(t)).not.toContain(PASSWORD);
    expect(JSON.stringify(await historyOf(t, CONFIGURATION_DOCUMENTS.smtp))).not.toContain(PASSWORD);

    // A mail goes out through the saved server at once, logged in with the decrypted password.
    await api.post('/api/auth/admins/request-recover', { email: SUPER_EMAIL });
    await waitFor(() => sink.mails.length === 1);
    expect(sink.logins).toEqual([{ username: 'mailer', password: PASSWORD }]);
    expect(sink.mails[0]).toContain('To: super@example.com');
    expect(sink.mails[0]).toContain('Subject: =?UTF-8?Q?Recuperaci=C3=B3n_de_contrase=C3=B1a?=');

    // Saved again without a password: kept, under a fresh IV only when a new one is given.
    expectOk(await api.put('/api/configuration/smtp', { user: 'mailer', host: '127.0.0.1', port: sink.port }), 202, es.api.updated);
    expect((await storedSmtp())!.password).toEqual(stored.password);
    expectOk(await api.put('/api/configuration/smtp', { user: 'mailer', host: '127.0.0.1', port: sink.port, password: PASSWORD }), 202, es.api.updated);
    const resealed = (await storedSmtp())!.password!;
    expect(resealed.iv).not.toBe(stored.password!.iv);
    expect(resealed.data).not.toBe(stored.password!.data);
    await api.post('/api/auth/admins/request-recover', { email: SUPER_EMAIL });
    await waitFor(() => sink.mails.length === 2);
    expect(sink.logins.at(-1)).toEqual({ username: 'mailer', password: PASSWORD });

    // An empty password removes it.
    const cleared = expectOk<{ smtp: { passwordSet: boolean } }>(
      await api.put('/api/configuration/smtp', { user: '', host: '127.0.0.1', port: sink.port, password: '' }),
      202,
      es.api.updated,
    );
    expect(cleared.smtp.passwordSet).toBe(false);
    expect((await storedSmtp())!.password).toBeNull();
    expect((await historyOf(t, CONFIGURATION_DOCUMENTS.smtp)).at(-1)!.changes).toContainEqual({ field: 'password', from: '********', to: null });

    // Pointed at another server (the test sink, no login): the next mail goes there, no restart.
    const testSinkPort = Number(new URL(t.sink.url).port);
    expectOk(await api.put('/api/configuration/smtp', { user: '', host: '127.0.0.1', port: testSinkPort }), 202, es.api.updated);
    t.sink.clear();
    await api.post('/api/auth/admins/request-recover', { email: SUPER_EMAIL });
    const mail = await t.sink.waitFor((m) => m.to.includes(SUPER_EMAIL));
    expect(mail.text).toMatch(/updatepassword/);
    expect(sink.mails).toHaveLength(2);

    expect(t.logs.join('\n')).not.toContain(PASSWORD);
  });
});
