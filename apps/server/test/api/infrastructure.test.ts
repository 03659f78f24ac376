import nodemailer from 'nodemailer';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';

// The plumbing every API test stands on: one empty database per test file, mail captured.
describe('test infrastructure', () => {
  describe('createTestDatabase', () => {
    let first: TestDatabase;
    let second: TestDatabase;

    beforeAll(async () => {
      [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    });
    afterAll(async () => {
      await Promise.all([first?.drop(), second?.drop()]);
    });

    it('gives each caller its own empty UTF-8 database', async () => {
      const a = postgres(first.url, { max: 1, onnotice: () => {} });
      const b = postgres(second.url, { max: 1, onnotice: () => {} });
      try {
        const [info] = await a<{ db: string; encoding: string; tables: number }[]>`
          select current_database() as db, pg_encoding_to_char(encoding) as encoding,
                 (select count(*)::int from information_schema.tables where table_schema = 'public') as tables
          from pg_database where datname = current_database()`;
        expect(info).toEqual({ db: new URL(first.url).pathname.slice(1), encoding: 'UTF8', tables: 0 });

        await a`create table probe (id int)`;
        const [probe] = await b<{ count: number }[]>`
          select count(*)::int as count from information_schema.tables where table_name = 'probe'`;
        expect(probe?.count).toBe(0);
      } finally {
        await Promise.all([a.end(), b.end()]);
      }
    });

    it('drops the database even while a client is still connected', async () => {
      const scratch = await createTestDatabase();
      const name = new URL(scratch.url).pathname.slice(1);
      const client = postgres(scratch.url, { max: 1, onnotice: () => {} });
      await client`select 1`;

      await scratch.drop();

      const admin = postgres(inject('pgAdminUrl'), { max: 1, onnotice: () => {} });
      try {
        const rows = await admin`select 1 from pg_database where datname = ${name}`;
        expect(rows).toHaveLength(0);
      } finally {
        await admin.end();
        await client.end({ timeout: 0 }).catch(() => {});
      }
    });
  });

  describe('startSmtpSink', () => {
    let sink: SmtpSink;

    beforeAll(async () => {
      sink = await startSmtpSink();
    });
    afterAll(async () => {
      await sink?.close();
    });

    it('captures mail sent with nodemailer over plain SMTP', async () => {
      const transport = nodemailer.createTransport(sink.url);
      const waiting = sink.waitFor((mail) => mail.subject === 'Código de acceso');
      await transport.sendMail({
        from: 'no-reply@localhost',
        to: 'Admin@Example.com',
        subject: 'Código de acceso',
        text: 'Su código es: AB12CD',
      });
      transport.close();

      const mail = await waiting;
      expect(mail.to).toEqual(['admin@example.com']);
      expect(mail.from).toBe('no-reply@localhost');
      expect(mail.text).toContain('AB12CD');
      expect(sink.messages).toHaveLength(1);

      sink.clear();
      expect(sink.messages).toHaveLength(0);
      await expect(sink.waitFor(() => true, 50)).rejects.toThrow(/No matching mail/);
    });
  });
});
