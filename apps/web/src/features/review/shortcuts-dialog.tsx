import { useTranslation } from 'react-i18next';
import { useGlobalKeySection } from '../../app/keyboard.ts';
import { KeyListDialog } from '../../ui/key-list-dialog.tsx';

const DESK_KEYS = [
  ['A', 'accept'],
  ['R', 'reject'],
  ['J', 'next'],
  ['K', 'previous'],
] as const;

/** The desk's keys and every page's, listed once where «?» or the «Atajos de teclado» button ask for them. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const global = useGlobalKeySection();
  const desk = { title: t('searchEverywhere.keys.page'), entries: DESK_KEYS.map(([key, what]) => ({ keys: [key], label: t(`review.keys.${what}`) })) };
  return (
    <KeyListDialog
      open={open}
      onClose={onClose}
      title={t('review.shortcuts')}
      sections={[desk, global]}
      note={t('review.keysNote')}
      closeLabel={t('common.close')}
      thenLabel={t('searchEverywhere.keys.then')}
    />
  );
}
