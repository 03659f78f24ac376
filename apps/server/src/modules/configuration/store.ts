import { eq, inArray } from 'drizzle-orm';
import type { ConfigurationPanel, ConfigurationView } from '@app/domain/core/configuration';
import type { Executor } from '../../db/connect.ts';
import { configuration } from '../../db/schema/index.ts';
import type { Sealed, SecretBox } from './secret-box.ts';

export interface StoredPanels {
  contact: { email: string };
  smtp: { user: string; host: string; port: number | null; password: Sealed | null };
  privacy: { text: string };
  terms: { text: string };
}

const EMPTY: StoredPanels = {
  contact: { email: '' },
  smtp: { user: '', host: '', port: null, password: null },
  privacy: { text: '' },
  terms: { text: '' },
};

export async function readPanel<P extends ConfigurationPanel>(db: Executor, panel: P, forUpdate = false): Promise<StoredPanels[P]> {
  const query = db.select({ value: configuration.value }).from(configuration).where(eq(configuration.key, panel));
  const [row] = forUpdate ? await query.for('update') : await query;
  return { ...EMPTY[panel], ...((row?.value as Partial<StoredPanels[P]> | undefined) ?? {}) };
}

export async function writePanel<P extends ConfigurationPanel>(db: Executor, panel: P, value: StoredPanels[P]): Promise<void> {
  await db
    .insert(configuration)
    .values({ key: panel, value })
    .onConflictDoUpdate({ target: configuration.key, set: { value, updatedAt: new Date() } });
}

export async function readView(db: Executor): Promise<ConfigurationView> {
  const rows = await db
    .select({ key: configuration.key, value: configuration.value })
    .from(configuration)
    .where(inArray(configuration.key, ['contact', 'smtp', 'privacy', 'terms']));
  const stored = { ...EMPTY } as Record<string, unknown>;
  for (const row of rows) stored[row.key] = { ...(EMPTY as unknown as Record<string, object>)[row.key], ...(row.value as object) };
  const { contact, smtp, privacy, terms } = stored as unknown as StoredPanels;
  return {
    contact: { email: contact.email },
    smtp: { user: smtp.user, host: smtp.host, port: smtp.port, passwordSet: smtp.password !== null },
    privacy: { text: privacy.text },
    terms: { text: terms.text },
  };
}

export interface SmtpSettings {
  host: string;
  port: number;
  user: string;
  password: string | null;
}

export async function readSmtpSettings(db: Executor, box: SecretBox): Promise<SmtpSettings | null> {
  const smtp = await readPanel(db, 'smtp');
  if (!smtp.host || smtp.port === null) return null;
  return { host: smtp.host, port: smtp.port, user: smtp.user, password: smtp.password ? box.open(smtp.password) : null };
}
