import { z } from 'zod';
import { es } from '../messages/es.ts';
import { resourceByModule, resources } from '../resources/registry.ts';
import type { Resource } from './define-resource.ts';

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DELIVERY_PAGE_SIZE = 20;

const m = es.webhooks;

/** What a subscription may ask to hear of: the changes every record has, then the module's declared actions. */
export function webhookOperations(def: Resource): { name: string; label: string }[] {
  const base = [
    { name: 'create', label: 'Crear' },
    { name: 'update', label: 'Editar' },
    { name: 'delete', label: 'Eliminar' },
  ];
  return [...base, ...Object.entries(def.actionDefs).map(([name, action]) => ({ name, label: action.label }))];
}

/** Every module a subscription may name, with its operations. */
export const WEBHOOK_MODULES = resources.map((def) => ({ module: def.module, label: def.label.plural, operations: webhookOperations(def) }));

const url = z
  .string({ error: m.urlRequired })
  .trim()
  .min(1, { error: m.urlRequired })
  .max(WEBHOOK_URL_MAX, { error: m.urlMax(WEBHOOK_URL_MAX) })
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), { error: m.urlInvalid, abort: true })
  .refine((value) => !new URL(value).username && !new URL(value).password, { error: m.urlCredentials });

const modules = z
  .array(z.string({ error: m.modulesRequired }), { error: m.modulesRequired })
  .min(1, { error: m.modulesRequired })
  .max(resources.length, { error: m.modulesRequired })
  .superRefine((names, ctx) => {
    for (const name of names) if (!resourceByModule(name)) ctx.addIssue({ code: 'custom', message: m.moduleUnknown(name) });
  })
  .transform((names) => [...new Set(names)]);

const operations = z
  .array(z.string({ error: m.operationsRequired }).max(60, { error: m.operationsRequired }), { error: m.operationsRequired })
  .min(1, { error: m.operationsRequired })
  .max(60, { error: m.operationsRequired })
  .transform((names) => [...new Set(names)]);

/** Each operation must be offered by at least one of the chosen modules. */
function checkOperations(body: { modules?: unknown; operations?: unknown }, ctx: z.RefinementCtx) {
  if (!Array.isArray(body.modules) || !Array.isArray(body.operations)) return;
  const known = body.modules.map((name) => resourceByModule(String(name))).filter((def) => def !== undefined);
  const offered = new Set(known.flatMap((def) => webhookOperations(def).map((op) => op.name)));
  for (const op of body.operations) if (!offered.has(op)) ctx.addIssue({ code: 'custom', path: ['operations'], message: m.operationUnknown(op) });
}

export const webhookFormSchema = z.object({ url, modules, operations }).superRefine(checkOperations);
export type WebhookForm = z.input<typeof webhookFormSchema>;

export const webhookCreateSchema = webhookFormSchema;

export const webhookUpdateSchema = z
  .object({ url: url.optional(), modules: modules.optional(), operations: operations.optional(), active: z.boolean({ error: m.active }).optional() })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { error: m.empty })
  .superRefine(checkOperations);
export type WebhookUpdate = z.input<typeof webhookUpdateSchema>;

export const webhookParamsSchema = z.object({ id: z.uuid({ error: m.notFound }) });
export const webhookDeliveryParamsSchema = z.object({ id: z.uuid({ error: m.notFound }), deliveryId: z.uuid({ error: m.deliveryNotFound }) });
export const webhookDeliveriesQuerySchema = z.object({
  page: z.coerce.number({ error: es.validation.page }).int({ error: es.validation.page }).min(1, { error: es.validation.page }).max(1_000_000, { error: es.validation.page }).default(1),
});

export const WEBHOOK_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

export const webhookSchema = z.object({
  _id: z.string(),
  url: z.string(),
  modules: z.array(z.string()),
  operations: z.array(z.string()),
  active: z.boolean(),
  lastDelivery: z.object({ status: z.enum(WEBHOOK_STATUSES), createdAt: z.string(), lastStatusCode: z.number().nullable() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** Only the creation's answer carries the secret. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });

export const webhookDeliverySchema = z.object({
  _id: z.string(),
  module: z.string(),
  operation: z.string(),
  document: z.string(),
  status: z.enum(WEBHOOK_STATUSES),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().nullable(),
  lastDurationMs: z.number().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
