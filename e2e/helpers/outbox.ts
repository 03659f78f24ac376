import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';

export interface OutboxMail {
  file: string;
  to: string[];
  subject: string;
  text: string;
}

/** DATA_DIR of the server under test, set by playwright.config.ts. */
export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests through e2e/playwright.config.ts');
  return dir;
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((entry) => entry.value.map((item) => (item.address ?? '').toLowerCase()));
}

const codePattern = /(?<![A-Za-z0-9])[A-Z0-9]{6}(?![A-Za-z0-9])/;

/** The code that follows the word "código" (or "code"), else the first 6-character token. */
export function extractLoginCode(text: string): string | undefined {
  const label = /c[oó]digo|code/i.exec(text);
  const afterLabel = label ? codePattern.exec(text.slice(label.index)) : null;
  return afterLabel?.[0] ?? codePattern.exec(text)?.[0];
}

async function newestMatching(outbox: string, to: string, subjectIncludes?: string): Promise<OutboxMail | undefined> {
  let names: string[];
  try {
    names = (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
  } catch {
    return undefined;
  }
  const files = await Promise.all(
    names.map(async (name) => ({ name, mtime: (await stat(join(outbox, name))).mtimeMs })),
  );
  files.sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name));
  for (const { name } of files) {
    const parsed = await simpleParser(await readFile(join(outbox, name)));
    const mail: OutboxMail = {
      file: name,
      to: addresses(parsed.to),
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
    };
    if (!mail.to.includes(to.toLowerCase())) continue;
    if (subjectIncludes && !mail.subject.includes(subjectIncludes)) continue;
    return mail;
  }
  return undefined;
}

/**
 * Waits for the newest mail in DATA_DIR/outbox sent to `to` (and whose subject contains
 * `subjectIncludes`, when given). Only mails written after `since` (ms epoch) count.
 */
export async function readLatestMail(
  dataDir: string,
  to: string,
  subjectIncludes?: string,
  { timeoutMs = 10_000, since = 0 }: { timeoutMs?: number; since?: number } = {},
): Promise<OutboxMail> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await newestMatching(outbox, to, subjectIncludes);
    if (mail && (await stat(join(outbox, mail.file))).mtimeMs >= since) return mail;
    if (Date.now() > deadline) {
      throw new Error(`No mail to ${to}${subjectIncludes ? ` about "${subjectIncludes}"` : ''} in ${outbox}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The 6-character login code (A–Z, 0–9) of the newest mail to `email`. */
export async function readLoginCode(
  dataDir: string,
  email: string,
  options?: { timeoutMs?: number; since?: number },
): Promise<string> {
  const deadline = Date.now() + (options?.timeoutMs ?? 10_000);
  for (;;) {
    const mail = await readLatestMail(dataDir, email, undefined, {
      ...options,
      timeoutMs: Math.max(0, deadline - Date.now()),
    });
    const code = extractLoginCode(mail.text);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No login code in ${mail.file} (subject "${mail.subject}")`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
