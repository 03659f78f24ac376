import type { Resource } from '../core/define-resource.ts';
import type { ReferenceField, ReferencesField } from '../core/fields.ts';
import { resourceByModule, resources } from './registry.ts';

/**
 * How records and their values read as text, the same in a title, a list, the history and an export (CONTRACT: dates
 * DD/MM/YYYY; references by their label; people by name and last name).
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const part = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** `{ name, lastName }` (a comment's author, a volunteer) as one name; '' without either. */
export function fullName(value: unknown): string {
  if (!isRecord(value)) return '';
  return [part(value.name), part(value.lastName)].filter((p) => p !== '').join(' ');
}

/** A record's title: its title fields joined by a space (a person's full name), else its title field's text. */
export function recordTitle(def: Pick<Resource, 'titleField' | 'titleFields'>, record: Readonly<Record<string, unknown>>): string {
  const names = def.titleFields ?? [def.titleField];
  return names.map((name) => part(record[name])).filter((p) => p !== '').join(' ');
}

/**
 * A reference read back populated (`{ _id, name }`, a GTA `{ _id, title, … }`, an admin `{ _id, name, lastName }`) as
 * its label: the target's title fields when it travels with them (a person's full name), else the first `display`
 * field; a CLIMB by its nomenclature and name together. History rows already hold the label as text.
 */
export function referenceText(field: Pick<ReferenceField | ReferencesField, 'target' | 'display'>, value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!isRecord(value)) return undefined;
  const titleFields = resourceByModule(field.target)?.titleFields;
  if (titleFields && titleFields.every((name) => field.display.includes(name))) {
    const title = titleFields.map((name) => part(value[name])).filter((p) => p !== '').join(' ');
    if (title !== '') return title;
  }
  const label = value[field.display[0]];
  if (typeof label !== 'string' && typeof label !== 'number') return undefined;
  const second = field.display[1] !== undefined && field.target === 'climbs' ? value[field.display[1]] : undefined;
  return typeof second === 'string' ? `${label} · ${second}` : String(label);
}

/**
 * A permission module by its Spanish name: the label of the list it governs (the sidebar's: `formCards` is
 * "Flashcards", `flashcards` the "Galería de flashcards"), else its resource's plural label. The matrix, the history and
 * the dashboard name modules the way the menu does.
 */
export function moduleLabel(module: string): string {
  const own = resourceByModule(module);
  if (own) return own.viewDefs.find((v) => v.module === module)?.label ?? own.label.plural;
  // A module that only governs another resource's declared list (formCards: the cards' table).
  return resources.flatMap((r) => r.views ?? []).find((v) => v.module === module)?.label ?? module;
}
