import type { FieldDef, FieldFor, FieldKind } from '@app/domain/core/fields';
import { booleanView } from './boolean.tsx';
import { colorView } from './color.tsx';
import { dateView } from './date.tsx';
import { emailView } from './email.tsx';
import { fileView } from './file.tsx';
import type { FieldKindView } from './kind.ts';
import { numberView } from './number.tsx';
import { placeView } from './place.tsx';
import { referencesView, referenceView } from './reference.tsx';
import { selectView } from './select.tsx';
import { textView } from './text.tsx';

type ViewOf<K extends FieldKind> = FieldKindView<FieldFor<K>>;

/** One entry per field kind of the domain: input, initial value, cell, detail, text. */
const VIEWS: { [K in FieldKind]: ViewOf<K> } = {
  text: textView,
  textarea: textView,
  email: emailView,
  number: numberView,
  color: colorView,
  select: selectView,
  reference: referenceView,
  references: referencesView,
  boolean: booleanView,
  date: dateView,
  image: fileView,
  pdf: fileView,
  country: placeView,
  state: placeView,
  city: placeView,
};

// Each entry is typed for its own kind; looked up by a field's kind it is that field's entry.
export const viewOf = (field: FieldDef) => VIEWS[field.kind] as FieldKindView;
