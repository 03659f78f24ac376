import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusListSearch } from '../engine/search-box.tsx';
import { useCurrentUser } from '../session/use-current-user.ts';
import type { KeySection } from '../ui/key-list-dialog.tsx';
import { goTargets } from './go-targets.ts';

// Between `g` and its letter the page's own keys stand aside, so that `g a` on the desk goes to Administradores.
let goPending = false;

const modalOpen = () => document.querySelector('.MuiModal-root:not(.MuiModal-hidden)') !== null;

/** Keys typed into a field, or inside an open dialog or menu, belong there and not to the page. */
export function belongsElsewhere(event: KeyboardEvent): boolean {
  const { target } = event;
  if (modalOpen()) return true;
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[role="dialog"], [role="alertdialog"]')) return true;
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

type Handlers = Readonly<Record<string, (() => void) | undefined>>;

/**
 * A page's one-key shortcuts (`a`, `?`…) while it is shown. They listen on the document and the shell's on the window,
 * so a page's key (the desk's `?`) is heard first and the shell skips what the page took (`defaultPrevented`).
 */
export function useKeys(handlers: Handlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (goPending || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.repeat || belongsElsewhere(event)) return;
      const handler = latest.current[event.key === '?' ? '?' : event.key.toLowerCase()];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

interface ShellActions {
  search: () => void;
  help: () => void;
  go: (letter: string) => void;
}

/** Every page's keys: Ctrl+K (or ⌘K) even from a field, `/` to the list's search, `?`, and `g` then a letter. */
export function useShellKeys(actions: ShellActions) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || ['Shift', 'Control', 'Meta', 'Alt'].includes(event.key)) return;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k' && !event.altKey && !modalOpen()) {
        event.preventDefault();
        latest.current.search();
        return;
      }
      const wasPending = goPending;
      goPending = false;
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || belongsElsewhere(event)) return;
      if (wasPending) latest.current.go(event.key.toLowerCase());
      else if (event.key === 'g') goPending = true;
      else if (event.key === '?') latest.current.help();
      else if (event.key !== '/' || !focusListSearch()) return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** The shortcuts of every page, for the `?` list: search, the list's search, this list and the `g` destinations. */
export function useGlobalKeySection(): KeySection {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return {
    title: t('searchEverywhere.keys.global'),
    entries: [
      { keys: ['Ctrl', 'K'], together: true, label: t('searchEverywhere.keys.search') },
      { keys: ['/'], label: t('searchEverywhere.keys.listSearch') },
      { keys: ['?'], label: t('searchEverywhere.keys.help') },
      ...goTargets(user).map((target) => ({ keys: ['g', target.letter], label: t('searchEverywhere.keys.goTo', { label: target.label }) })),
    ],
  };
}
