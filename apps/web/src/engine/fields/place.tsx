import type { PlaceField } from '@app/domain/core/fields';
import { useWatch } from 'react-hook-form';
import { PlaceInput } from '../inputs/place-input.tsx';
import { asText, type FieldKindView, type KindInputProps } from './kind.ts';
import { textProps } from './text.tsx';

/** The fields a place depends on, found by kind in the same definition (a state's country, a city's state). */
function PlaceField({ def, field, name, control, input }: KindInputProps<PlaceField>) {
  const byKind = (kind: PlaceField['kind']) => Object.entries(def.fields).find(([, f]) => f.kind === kind)?.[0] ?? name;
  const [country, state] = useWatch({ control, name: [byKind('country'), byKind('state')] });
  return <PlaceInput {...textProps(input)} kind={field.kind} country={field.kind === 'country' ? '' : asText(country)} state={field.kind === 'city' ? asText(state) : ''} />;
}

export const placeView: FieldKindView<PlaceField> = {
  Input: PlaceField,
  initial: (_field, value) => asText(value),
};
