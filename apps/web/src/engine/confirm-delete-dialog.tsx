import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

interface ConfirmDeleteDialogProps {
  open: boolean;
  name: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Hard delete cannot be undone, so it asks once more. */
export function ConfirmDeleteDialog({ name, ...props }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return <ConfirmDialog {...props} title={t('crud.deleteTitle')} text={t('crud.deleteText', { name })} confirmLabel={t('crud.delete')} />;
}
