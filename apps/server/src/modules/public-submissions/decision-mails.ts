import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { idOf } from '@app/domain/core/actions';
import { es } from '@app/domain/messages/es';
import { publicPracticePath } from '@app/domain/resources/good-practices';
import { users } from '../../db/schema/index.ts';

const m = es.publicSubmissions;

/** From after-commit events, so a decision that rolled back mails nobody; a practice without author (admin-made, erased user) neither. */
export async function decisionMails(app: FastifyInstance, opts: { publicSiteUrl: string }) {
  app.events.on(async ({ module, operation, record, reason }) => {
    if (module !== 'goodPractices' || (operation !== 'accept' && operation !== 'reject')) return;
    const authorId = idOf(record.createdBy);
    if (authorId === undefined) return;
    const [author] = await app.database.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, authorId));
    if (!author) return;
    const title = String(record.name);
    const mail =
      operation === 'accept'
        ? { subject: m.acceptedMailSubject, text: m.acceptedMailText(author.name, title, `${opts.publicSiteUrl}${publicPracticePath(record._id)}`) }
        : { subject: m.rejectedMailSubject, text: m.rejectedMailText(author.name, title, reason ?? '') };
    await app.mailer.send({ to: author.email, ...mail });
  });
}
