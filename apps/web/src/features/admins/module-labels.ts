import type { ModuleName } from '@app/domain/core/modules';
import { resourceByModule } from '@app/domain/resources/registry';

/** Spanish names of the modules that have no resource definition (yet) in the registry. */
const LABELS: Partial<Record<ModuleName, string>> = {
  admins: 'Administradores',
  users: 'Usuarios',
  comments: 'Comentarios',
  contacts: 'Contactos',
  carouselCards: 'Carrusel',
  flashcards: 'Flashcards',
  formCards: 'Revisión de flashcards',
  goodPractices: 'Buenas prácticas',
  priorizations: 'Priorización',
};

/** A permission module by its Spanish name: its resource's plural label, else the table above. */
export function moduleLabel(module: string): string {
  return resourceByModule(module)?.label.plural ?? LABELS[module as ModuleName] ?? module;
}
