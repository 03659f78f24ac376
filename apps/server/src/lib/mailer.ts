import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Printed in the outbox log line only, so a developer without SMTP can sign in (CONTRACT). */
  loginCode?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when a URL is configured; otherwise each mail becomes `DATA_DIR/outbox/*.eml` and one log line. */
export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
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
      const info = await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const file = join(outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      const line = { to: mail.to, subject: mail.subject, file, ...(mail.loginCode ? { code: mail.loginCode } : {}) };
      opts.log.info(line, 'correo guardado en outbox');
    },
  };
}
