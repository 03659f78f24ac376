import type { ModuleName, ResourceName } from '@app/domain/core/modules';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ResourceSlots } from '../engine/slots.ts';
import type { WebModule } from '../engine/web-module.ts';
import { adminsModule } from '../features/admins/module.tsx';
import { cataloguesModule } from '../features/catalogues/module.ts';
import { contactsModule } from '../features/contacts/module.ts';
import { flashcardsModule } from '../features/flashcards/module.tsx';
import { goodPracticesModule } from '../features/good-practices/module.tsx';
import { gtasModule } from '../features/gtas/module.ts';
import { CardPriorizationSummary, priorizationsModule } from '../features/priorizations/module.tsx';
import { usersModule } from '../features/users/module.ts';

/** Every feature's registration (`features/<name>/module.ts`): the only list a new module joins. */
const MODULES = [
  adminsModule,
  usersModule,
  flashcardsModule({ causes: { priorizationcreate: CardPriorizationSummary }, votes: CardPriorizationSummary }),
  priorizationsModule,
  contactsModule,
  goodPracticesModule,
  gtasModule,
  cataloguesModule,
] as const satisfies readonly WebModule[];

// Checked by tsc, by name: every module has an icon, and no module's icon or resource's slots are registered twice.
type Keys<M, F extends keyof WebModule> = M extends { [P in F]: infer R } ? keyof R : never;
type Twice<L extends readonly unknown[], F extends keyof WebModule, Seen = never> = L extends readonly [infer M, ...infer Rest]
  ? (Keys<M, F> & Seen) | Twice<Rest, F, Seen | Keys<M, F>>
  : never;
type Assert<Ok extends true> = Ok;
type None<T> = [T] extends [never] ? true : T;
type _EveryModuleHasAnIcon = Assert<None<Exclude<ModuleName, Keys<(typeof MODULES)[number], 'icons'>>>>;
type _OneIconPerModule = Assert<None<Twice<typeof MODULES, 'icons'>>>;
type _OneSlotsPerResource = Assert<None<Twice<typeof MODULES, 'slots'>>>;

/** Each module's sidebar item and home tile icon. */
export const MODULE_ICONS = Object.assign({}, ...MODULES.map((m) => m.icons)) as Readonly<Record<ModuleName, SvgIconComponent>>;

/** What a definition shows beyond the generic pages, by its `module` (see `ResourceSlots`). */
export const RESOURCE_SLOTS: Readonly<Partial<Record<ResourceName, ResourceSlots>>> = Object.assign(
  {},
  ...MODULES.map((m: WebModule) => m.slots ?? {}),
);
