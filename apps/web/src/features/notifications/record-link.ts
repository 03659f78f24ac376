import { resourceByModule } from '@app/domain/resources/registry';

/** The page of the record a notification is about: its resource's first list route and the id (a card opens at /formCards/<id>, where it is reviewed). */
export function recordPath(module: string, document: string): string | undefined {
  const view = resourceByModule(module)?.viewDefs[0];
  return view ? `${view.route}/${encodeURIComponent(document)}` : undefined;
}

/** The module as its list is named in the menu (Flashcards, Contactos); its key when unknown. */
export function moduleLabel(module: string): string {
  const def = resourceByModule(module);
  return def?.viewDefs[0]?.label ?? def?.label.plural ?? module;
}
