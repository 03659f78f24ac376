import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Logged in the outbox only, so a developer without SMTP can sign in. */
  loginCode?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface SavedSmtp {
  host: string;
  port: number;
  user: string;
  password: string | null;
}

/** The saved server is read at each send, so a change in /configuration applies at once. */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  savedSmtp?: () => Promise<SavedSmtp | null>;
}): Mailer {
  if (opts.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
        opts.log.info({ to: mail.to, subject: mail.subject }, 'correo enviado');
      },
    };
  }
  const outbox = join(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const saved = await opts.savedSmtp?.();
      if (saved) {
        const smtp = nodemailer.createTransport({
          host: saved.host,
          port: saved.port,
          secure: saved.port === 465,
          ...(saved.user ? { auth: { user: saved.user, pass: saved.password ?? '' } } : {}),
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: 30_000,
        });
        try {
          await smtp.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
        } finally {
          smtp.close();
        }
        opts.log.info({ to: mail.to, subject: mail.subject, host: saved.host }, 'correo enviado');
        return;
      }
      const info = await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const file = join(outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      const line = { to: mail.to, subject: mail.subject, file, ...(mail.loginCode ? { code: mail.loginCode } : {}) };
      opts.log.info(line, 'correo guardado en outbox');
    },
  };
}
