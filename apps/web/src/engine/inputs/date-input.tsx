import type { DateField } from '@app/domain/core/fields';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { DateProvider } from '../../ui/date-provider.tsx';
import { asText, type KindInputProps } from '../fields/kind.ts';

const DAY = 'YYYY-MM-DD';

/** A day chosen in a calendar or typed; the form holds it as `YYYY-MM-DD`. */
export function DateInput({ input }: KindInputProps<DateField>) {
  const value = asText(input.value);
  return (
    <DateProvider>
      <DatePicker
        label={input.label}
        value={value ? dayjs(value, DAY) : null}
        onChange={(day) => input.onChange(day?.isValid() ? day.format(DAY) : '')}
        slotProps={{
          textField: {
            name: input.name,
            required: input.required,
            onBlur: input.onBlur,
            inputRef: input.inputRef,
            error: input.error !== undefined,
            helperText: input.error ?? ' ',
            sx: { maxWidth: 280 },
          },
        }}
      />
    </DateProvider>
  );
}
