import type { ModuleName, ResourceName } from '@app/domain/core/modules';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ResourceSlots } from './slots.ts';

/**
 * What one feature folder registers for the modules it owns (`features/<name>/module.ts`); `app/modules.ts` lists them
 * all. A module whose pages are only the generic ones still needs an icon: the catalogues share one registration.
 */
export interface WebModule {
  /** Each list's sidebar item and home tile, by its view's module (a card's table `formCards` and grid `flashcards`). */
  icons: Readonly<Partial<Record<ModuleName, SvgIconComponent>>>;
  /** What a definition shows beyond the generic pages, by its `module`, extra pages included (`ResourceSlots.pages`). */
  slots?: Readonly<Partial<Record<ResourceName, ResourceSlots>>>;
}
