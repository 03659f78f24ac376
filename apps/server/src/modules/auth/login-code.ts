import { eq, sql } from 'drizzle-orm';
import { es } from '@app/domain/messages/es';
import type { Db } from '../../db/connect.ts';
import { admins } from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { digest, loginCode } from '../../lib/secrets.ts';

export const CODE_TTL_MINUTES = 10;

/** Replaces any earlier code: only the last one mailed is valid. */
export async function mailLoginCode(db: Db, mailer: Mailer, admin: { id: string; email: string }): Promise<void> {
  const code = loginCode();
  await db
    .update(admins)
    .set({
      twoFactorHash: digest(code),
      twoFactorExpires: sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
      twoFactorAttempts: 0,
    })
    .where(eq(admins.id, admin.id));
  await mailer.send({ to: admin.email, subject: es.auth.codeMailSubject, text: es.auth.codeMailText(code), loginCode: code });
}
