import { z } from 'zod';
import { es } from '../messages/es.ts';
import { resourceByModule, resources } from '../resources/registry.ts';
import { text } from './clean-text.ts';

export const REASON_TEMPLATES_MAX = 20;
export const REASON_TEMPLATE_MIN = 2;
export const REASON_TEMPLATE_MAX = 500;

/** A declared action that asks for a Justificación or an optional comment. */
export interface ReasonAction {
  module: string;
  action: string;
}

export function takesReason({ module, action }: ReasonAction): boolean {
  const reason = resourceByModule(module)?.actionDefs[action]?.reason;
  return reason === 'required' || reason === 'optional';
}

/** Every module/action pair that takes a reason, in the registry's order. */
export function reasonActions(): ReasonAction[] {
  return resources.flatMap((def) =>
    Object.keys(def.actionDefs)
      .map((action) => ({ module: def.module, action }))
      .filter(takesReason),
  );
}

const knownModule = (module: string | undefined) => module !== undefined && resourceByModule(module) !== undefined;
const declared = ({ module, action }: Partial<ReasonAction>) => action !== undefined && resourceByModule(module ?? '')?.actionDefs[action] !== undefined;

/** Both absent: the super user's overview of every pair; else one resource module and one of its declared actions. */
export const reasonTemplatesQuerySchema = z
  .object({ module: z.string({ error: es.reasonTemplates.module }).optional(), action: z.string({ error: es.reasonTemplates.action }).optional() })
  .refine((q) => (q.module === undefined && q.action === undefined) || knownModule(q.module), { error: es.reasonTemplates.module, path: ['module'], abort: true })
  .refine((q) => q.module === undefined || declared(q), { error: es.reasonTemplates.action, path: ['action'] });

/** Only an action that takes a reason keeps templates. */
export const reasonActionParamsSchema = z
  .object({ module: z.string().refine(knownModule, { error: es.reasonTemplates.module, abort: true }), action: z.string() })
  .refine(declared, { error: es.reasonTemplates.action, path: ['action'], abort: true })
  .refine(takesReason, { error: es.reasonTemplates.noReason, path: ['action'] });

const template = text({
  min: REASON_TEMPLATE_MIN,
  max: REASON_TEMPLATE_MAX,
  multiline: true,
  messages: { min: es.reasonTemplates.templateMin(REASON_TEMPLATE_MIN), max: es.reasonTemplates.templateMax(REASON_TEMPLATE_MAX) },
});

/** The body of a PUT and the configuration form's schema alike. */
export const reasonTemplatesBodySchema = z.object({
  templates: z
    .array(template, { error: es.reasonTemplates.list })
    .max(REASON_TEMPLATES_MAX, { error: es.reasonTemplates.tooMany(REASON_TEMPLATES_MAX) })
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((item, index) => {
        const key = item.toLocaleLowerCase('es');
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: es.reasonTemplates.duplicate });
        seen.add(key);
      });
    }),
});
export type ReasonTemplatesBody = z.infer<typeof reasonTemplatesBodySchema>;

export const reasonTemplatesSchema = z.array(z.string());

export const reasonTemplatesEntrySchema = z.object({ module: z.string(), action: z.string(), templates: reasonTemplatesSchema });
export type ReasonTemplatesEntry = z.infer<typeof reasonTemplatesEntrySchema>;
