import type { DateField } from '@app/domain/core/fields';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { formatDate } from '../../lib/format-date.ts';
import { DateProvider } from '../../ui/date-provider.tsx';
import { asText, type FieldKindView } from './kind.ts';

const DAY = 'YYYY-MM-DD';

export const dateView: FieldKindView<DateField> = {
  Input: function DateInput({ input }) {
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
  },
  initial: (_field, value) => asText(value),
  format: (_field, value) => (typeof value === 'string' && value !== '' ? formatDate(value) : undefined),
};
