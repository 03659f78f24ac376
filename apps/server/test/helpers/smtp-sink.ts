import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The message as received (headers and body). */
  raw: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`: plain SMTP, no TLS, no authentication. */
  url: string;
  messages: SinkMessage[];
  /** Resolves with the first message, received or still to come, that matches. */
  waitFor(predicate: (message: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
  clear(): void;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps every message it receives, for the API tests. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const waiters = new Set<(message: SinkMessage) => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            const message: SinkMessage = {
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              raw: raw.toString('utf8'),
            };
            messages.push(message);
            for (const waiter of [...waiters]) waiter(message);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(predicate, timeoutMs = 5000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = (message: SinkMessage) => {
          if (!predicate(message)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(message);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    clear() {
      messages.length = 0;
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
