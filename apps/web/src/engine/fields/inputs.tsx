import type { FieldDef, FieldFor, FieldKind, PlaceField, TextField } from '@app/domain/core/fields';
import type { ComponentType } from 'react';
import { useWatch } from 'react-hook-form';
import { BooleanInput } from '../inputs/boolean-input.tsx';
import { ColorInput } from '../inputs/color-input.tsx';
import { DateInput } from '../inputs/date-input.tsx';
import { NumberInput } from '../inputs/number-input.tsx';
import { PlaceInput } from '../inputs/place-input.tsx';
import { ReferenceInput, ReferencesInput } from '../inputs/reference-input.tsx';
import { SelectInput } from '../inputs/select-input.tsx';
import { StarsInput } from '../inputs/stars-input.tsx';
import { SuggestInput } from '../inputs/suggest-input.tsx';
import { TextInput } from '../inputs/text-input.tsx';
import { UniqueEmailInput } from '../inputs/unique-email-input.tsx';
import { optionIcon } from '../option-icons.ts';
import { asText, type KindInputProps } from './kind.ts';
import { textProps } from './text.tsx';

/** The fields a place depends on, found by kind in the same definition (a state's country, a city's state). */
function PlaceFieldInput({ def, field, name, control, input }: KindInputProps<PlaceField>) {
  const byKind = (kind: PlaceField['kind']) => Object.entries(def.fields).find(([, f]) => f.kind === kind)?.[0] ?? name;
  const [country, state] = useWatch({ control, name: [byKind('country'), byKind('state')] });
  return <PlaceInput {...textProps(input)} kind={field.kind} country={field.kind === 'country' ? '' : asText(country)} state={field.kind === 'city' ? asText(state) : ''} />;
}

/** Free text, with suggestions from another module's names when the field asks (an admin's company). */
function TextFieldInput({ def, field, mode, input }: KindInputProps<TextField>) {
  return field.suggestFrom ? <SuggestInput {...textProps(input)} def={def} /> : <TextInput {...textProps(input)} field={field} mode={mode} />;
}

type InputOf<K extends FieldKind> = ComponentType<KindInputProps<FieldFor<K>>>;

/** Kept apart from `registry.ts` so that lists and details never load a form's inputs (the date picker above all). */
const INPUTS: { [K in FieldKind]?: InputOf<K> } = {
  text: TextFieldInput,
  textarea: TextFieldInput,
  email: UniqueEmailInput,
  number: ({ field, input }) =>
    field.stars ? <StarsInput {...textProps(input)} field={field} /> : <NumberInput {...textProps(input)} field={field} />,
  color: ({ input }) => <ColorInput {...textProps(input)} />,
  select: ({ def, name, field, input }) => <SelectInput {...textProps(input)} field={field} iconOf={(value) => optionIcon(def, name, value)} />,
  reference: ReferenceInput,
  references: ReferencesInput,
  boolean: BooleanInput,
  date: DateInput,
  country: PlaceFieldInput,
  state: PlaceFieldInput,
  city: PlaceFieldInput,
};

// Each entry is typed for its own kind; looked up by a field's kind it is that field's input.
export const inputOf = (field: FieldDef) => INPUTS[field.kind] as ComponentType<KindInputProps> | undefined;
