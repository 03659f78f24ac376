import { eq } from 'drizzle-orm';
import type { NotificationRule, NotificationWire } from '@app/domain/core/notifications';
import type { Executor } from '../../db/connect.ts';
import { admins } from '../../db/schema/index.ts';
import type { ResourceRuntime } from '../../engine/records/index.ts';
import { gtaOf, ownerOf, ownerThrough, titleOf, type ResourceLookup } from './records.ts';
import { recipientsOf } from './recipients.ts';
import { insertNotification } from './store.ts';

export interface Happened {
  rule: NotificationRule;
  resource: ResourceRuntime;
  record: Readonly<Record<string, unknown>>;
  actorId: string | null;
}

export interface Created {
  recipients: string[];
  notification: NotificationWire;
}

async function actorName(executor: Executor, actorId: string | null): Promise<string | null> {
  if (actorId === null) return null;
  const [actor] = await executor.select({ name: admins.name, lastName: admins.lastName }).from(admins).where(eq(admins.id, actorId));
  return actor ? `${actor.name} ${actor.lastName}` : null;
}

export async function notify(executor: Executor, resources: ResourceLookup, event: Happened): Promise<Created | undefined> {
  const { rule, resource, record, actorId } = event;
  const { recipients } = rule;
  const only =
    recipients.kind === 'owner'
      ? ownerOf(resource, record)
      : recipients.kind === 'ownerOf'
        ? await ownerThrough(executor, resources, resource, record, recipients.field)
        : undefined;
  const gta = await gtaOf(executor, resources, resource, record);
  const ids = await recipientsOf(executor, { def: resource.def, recipients, gta, actorId, only });
  if (ids.length === 0) return undefined;
  const notification = await insertNotification(executor, {
    type: rule.type,
    module: resource.def.module,
    document: String(record._id),
    description: rule.describe({ actor: await actorName(executor, actorId), title: titleOf(resource, record), record }),
    createdById: actorId,
    gtaId: gta,
    recipients: ids,
  });
  return { recipients: ids, notification };
}
