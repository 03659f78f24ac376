import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router';

const DEBOUNCE_MS = 400;

/** Puts the cursor in the page's list search (the `/` key); false when the page has none. */
export function focusListSearch(): boolean {
  const input = document.querySelector<HTMLInputElement>('[data-list-search] input');
  input?.focus();
  input?.select();
  return input !== null;
}

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** Applies what is typed once typing pauses, unless the admin has set off to another page by then; follows the URL when it changes from elsewhere (back). */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);

  if (value !== applied) {
    setApplied(value);
    if (draft.trim() !== value) setDraft(value);
  }

  const apply = useEffectEvent((text: string) => onChange(text));
  useEffect(() => {
    if (draft.trim() === applied) return undefined;
    pending.current = setTimeout(() => apply(draft), DEBOUNCE_MS);
    return () => clearTimeout(pending.current);
  }, [draft, applied]);

  // The router asks before a navigation starts, while this page may stay drawn until the next one is ready: a search applied then would take the admin back to the list.
  const leaving = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    if (nextLocation.pathname !== currentLocation.pathname) clearTimeout(pending.current);
    return false;
  }, []);
  useBlocker(leaving);

  return (
    <TextField
      size="small"
      label={t('crud.search')}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      sx={{ maxWidth: 360 }}
      data-list-search
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: draft ? (
            <InputAdornment position="end">
              <IconButton size="small" aria-label={t('crud.clearSearch')} onClick={() => setDraft('')} edge="end">
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
