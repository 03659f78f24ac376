import type { ModuleName } from '@app/domain/core/modules';
import type { NavItem } from '../navigation.ts';

/** Spec 000 §2's home tiles. */
const SPEC_TILES: readonly ModuleName[] = ['admins', 'users', 'formCards', 'flashcards', 'priorizations', 'goodPractices'];

/** The spec's tiles that exist; while none does, the catalogues stand in for them. */
export function homeTiles(items: readonly NavItem[]): readonly NavItem[] {
  const spec = items.filter((item) => SPEC_TILES.includes(item.module));
  return spec.length > 0 ? spec : items;
}
