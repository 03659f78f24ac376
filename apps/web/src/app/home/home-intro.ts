import type { ModuleName } from '@app/domain/core/modules';
import type { Action } from '@app/domain/core/permissions';

export type IntroPart = 'catalogues' | 'initiatives' | 'participants';

const PARTICIPANTS: readonly ModuleName[] = ['admins', 'users', 'contacts'];
const INITIATIVES: readonly ModuleName[] = ['formCards', 'flashcards', 'priorizations', 'goodPractices', 'carouselCards'];
const CHANGES: readonly Action[] = ['create', 'update', 'destroy', 'approve'];

const partOf = (module: ModuleName): IntroPart =>
  PARTICIPANTS.includes(module) ? 'participants' : INITIATIVES.includes(module) ? 'initiatives' : 'catalogues';

/** What the welcome may say the admin manages: the kinds of module in which they may change something, in a fixed order. */
export function introParts(modules: readonly ModuleName[], can: (module: ModuleName, action: Action) => boolean): IntroPart[] {
  const managed = new Set(modules.filter((module) => CHANGES.some((action) => can(module, action))).map(partOf));
  return (['catalogues', 'initiatives', 'participants'] as const).filter((part) => managed.has(part));
}
