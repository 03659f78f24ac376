import type { ModuleName } from '@app/domain/core/modules';
import { adminHooks } from '../modules/admins/hooks.ts';
import type { ResourceHooks } from '../plugins/app/crud/hooks.ts';

/** Modules whose generic routes need rules of their own (see ResourceHooks). */
export const resourceHooks: Partial<Record<ModuleName, ResourceHooks>> = {
  admins: adminHooks,
};
