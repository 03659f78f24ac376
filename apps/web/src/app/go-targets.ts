import type { SessionUser } from '@app/domain/core/auth';
import type { ModuleName } from '@app/domain/core/modules';
import { can } from '@app/domain/core/permissions';
import { mayReview } from '../features/review/queue-state.ts';
import { es } from '../i18n/es.ts';
import { NAV_ITEMS } from './navigation.ts';

export interface GoTarget {
  letter: string;
  to: string;
  label: string;
}

/** Lists `g` then a letter opens: the first of its lists (a card's table, else its grid) the admin may read. */
const GO_LISTS: readonly (readonly [string, readonly ModuleName[]])[] = [
  ['f', ['formCards', 'flashcards']],
  ['p', ['goodPractices']],
  ['u', ['users']],
  ['a', ['admins']],
];

/** Where `g` then a letter goes for this admin: home, the review desk for reviewers, the lists they may read. */
export function goTargets(user: SessionUser | null): GoTarget[] {
  if (!user) return [];
  const allowed = (module: ModuleName) => can(user, module, 'read');
  const lists = GO_LISTS.flatMap(([letter, modules]) => {
    const item = NAV_ITEMS.find((nav) => modules.includes(nav.module) && allowed(nav.module));
    return item ? [{ letter, to: item.path, label: item.label }] : [];
  });
  const review = mayReview(user.role, (module, action) => can(user, module, action)) ? [{ letter: 'r', to: '/review', label: es.review.title }] : [];
  return [{ letter: 'h', to: '/home', label: es.nav.home }, ...review, ...lists];
}
