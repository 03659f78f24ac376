import type { ResourceName } from '@app/domain/core/modules';
import type { ResourceHooks } from '../engine/hooks.ts';
import { adminHooks } from '../modules/admins/hooks.ts';
import { carouselHooks } from '../modules/carousel/hooks.ts';
import { contactHooks } from '../modules/contacts/hooks.ts';
import { flashcardHooks } from '../modules/flashcards/hooks.ts';
import { priorizationHooks } from '../modules/priorizations/hooks.ts';

export const resourceHooks: Partial<Record<ResourceName, ResourceHooks>> = {
  admins: adminHooks,
  flashcards: flashcardHooks,
  carouselCards: carouselHooks,
  priorizations: priorizationHooks,
  contacts: contactHooks,
};
