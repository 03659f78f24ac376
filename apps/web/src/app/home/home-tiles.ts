import type { ModuleName } from '@app/domain/core/modules';
import type { NavItem } from '../navigation.ts';

const SPEC_TILES: readonly ModuleName[] = ['admins', 'users', 'formCards', 'flashcards', 'priorizations', 'goodPractices'];

/** The home tiles among the modules the admin may read; an admin who reads none of those (a catalogue editor) gets a tile per module they do read, rather than an empty home. */
export function homeTiles(readable: readonly NavItem[]): readonly NavItem[] {
  const spec = readable.filter((item) => SPEC_TILES.includes(item.module));
  return spec.length > 0 ? spec : readable;
}
