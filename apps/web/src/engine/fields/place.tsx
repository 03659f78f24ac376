import type { PlaceField } from '@app/domain/core/fields';
import { asText, type FieldKindView } from './kind.ts';

export const placeView: FieldKindView<PlaceField> = {
  initial: (_field, value) => asText(value),
};
