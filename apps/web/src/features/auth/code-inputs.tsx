import { CODE_ALPHABET, CODE_LENGTH } from '@app/domain/core/auth';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface CodeInputsProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  error: boolean;
}

/** Keeps only characters a code can hold, uppercased. */
function clean(text: string): string[] {
  return [...text.toUpperCase()].filter((c) => CODE_ALPHABET.includes(c));
}

/** Six one-character boxes: typing moves forward, Backspace on an empty box goes back, and pasting (or the browser's one-time-code autofill) spreads a whole code over the boxes. */
export function CodeInputs({ value, onChange, error }: CodeInputsProps) {
  const { t } = useTranslation();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    input?.focus();
    input?.select();
  };

  const fill = (from: number, chars: string[]) => {
    const next = [...value];
    chars.slice(0, CODE_LENGTH - from).forEach((c, i) => {
      next[from + i] = c;
    });
    onChange(next);
    focus(from + chars.length);
  };

  const type = (index: number, text: string) => {
    const chars = clean(text);
    if (chars.length > 1) {
      fill(chars.length >= CODE_LENGTH ? 0 : index, chars);
      return;
    }
    const next = [...value];
    // A box already holding a character receives the newly typed one.
    next[index] = chars.at(-1) ?? '';
    onChange(next);
    if (chars.length === 1) focus(index + 1);
  };

  const paste = (index: number, event: ClipboardEvent) => {
    const chars = clean(event.clipboardData.getData('text'));
    if (chars.length === 0) return;
    event.preventDefault();
    fill(chars.length >= CODE_LENGTH ? 0 : index, chars);
  };

  const keyDown = (index: number, event: KeyboardEvent) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      focus(index + 1);
    }
  };

  return (
    <Stack direction="row" spacing={1} role="group" aria-label={t('auth.code')} sx={{ justifyContent: 'center' }}>
      {Array.from({ length: CODE_LENGTH }, (_, index) => (
        <TextField
          key={index}
          value={value[index] ?? ''}
          onChange={(e) => type(index, e.target.value)}
          onPaste={(e) => paste(index, e)}
          onKeyDown={(e) => keyDown(index, e)}
          onFocus={(e) => e.target.select()}
          error={error}
          autoFocus={index === 0}
          inputRef={(el: HTMLInputElement | null) => {
            inputs.current[index] = el;
          }}
          slotProps={{
            htmlInput: {
              'aria-label': t('auth.digit', { n: index + 1 }),
              autoComplete: index === 0 ? 'one-time-code' : 'off',
              autoCapitalize: 'characters',
              spellCheck: false,
              style: { textAlign: 'center', fontSize: 22, fontWeight: 600, padding: '12px 0' },
            },
          }}
          sx={{ width: 52 }}
        />
      ))}
    </Stack>
  );
}
