import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  CONFIGURATION_DOCUMENTS,
  contactConfigSchema,
  legalTextSchema,
  smtpConfigSchema,
  type ConfigurationPanel,
} from '@app/domain/core/configuration';
import type { FieldChange } from '@app/domain/core/history';
import { es } from '@app/domain/messages/es';
import { send } from '../../lib/reply.ts';
import { currentAdmin } from '../../plugins/app/auth.ts';
import { writeHistory } from '../../engine/history.ts';
import type { SecretBox } from './secret-box.ts';
import { readPanel, readView, writePanel, type StoredPanels } from './store.ts';

const tags = ['configuration'];
const MASK = '********';

function diff(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, to] of Object.entries(after)) {
    const from = before[field] ?? null;
    if (field === 'password') continue;
    if (from !== to) changes.push({ field, from, to });
  }
  return changes;
}

export async function configurationRoutes(app: FastifyInstance, opts: { box: SecretBox }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  r.get('/api/configuration', { config: { access: 'superuser' }, schema: { tags } }, async (_request, reply) =>
    send(reply, 200, es.api.ok, await readView(db)),
  );

  async function change<P extends ConfigurationPanel>(
    adminId: string,
    panel: P,
    next: (before: StoredPanels[P]) => { value: StoredPanels[P]; changes: FieldChange[] },
  ) {
    await db.transaction(async (tx) => {
      const before = await readPanel(tx, panel, true);
      const { value, changes } = next(before);
      await writePanel(tx, panel, value);
      await writeHistory(tx, {
        cause: 'edit',
        description: es.configuration.history[panel],
        document: CONFIGURATION_DOCUMENTS[panel],
        module: 'configuration',
        changes,
        adminId,
      });
    });
    return readView(db);
  }

  r.put(
    '/api/configuration/contact',
    { config: { access: 'superuser' }, schema: { body: contactConfigSchema, tags } },
    async (request, reply) => {
      const view = await change(currentAdmin(request).id, 'contact', (before) => ({
        value: { email: request.body.email },
        changes: diff(before, request.body),
      }));
      return send(reply, 202, es.configuration.contactUpdated, view);
    },
  );

  r.put(
    '/api/configuration/smtp',
    { config: { access: 'superuser' }, schema: { body: smtpConfigSchema, tags } },
    async (request, reply) => {
      const { password, ...settings } = request.body;
      const view = await change(currentAdmin(request).id, 'smtp', (before) => {
        // Absent: keep the stored password; empty: remove it; otherwise seal the new one.
        const sealed = password === undefined ? before.password : password === '' ? null : opts.box.seal(password);
        const changes = diff(before, settings);
        if (password !== undefined && (before.password !== null || sealed !== null)) {
          changes.push({ field: 'password', from: before.password ? MASK : null, to: sealed ? MASK : null });
        }
        return { value: { ...settings, password: sealed }, changes };
      });
      return send(reply, 202, es.api.updated, view);
    },
  );

  for (const panel of ['privacy', 'terms'] as const) {
    r.put(
      `/api/configuration/${panel}`,
      { config: { access: 'superuser' }, schema: { body: legalTextSchema, tags } },
      async (request, reply) => {
        const body: z.infer<typeof legalTextSchema> = request.body;
        const view = await change(currentAdmin(request).id, panel, (before) => ({ value: { text: body.text }, changes: diff(before, body) }));
        return send(reply, 202, es.api.updated, view);
      },
    );
  }
}
