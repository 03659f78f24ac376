import type { Passkey } from '@app/domain/core/passkeys';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../engine/resource-keys.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { SectionCard } from '../../ui/section-card.tsx';
import { TimeAgo } from '../../ui/time-ago.tsx';
import { useAccountViewer } from './account-viewer.ts';
import { AddPasskeyDialog } from './add-passkey-dialog.tsx';
import { passkeysQuery, useRemovePasskey } from './use-passkeys.ts';

/** «Llaves de acceso»: the admin adds and removes her own; a super user sees and removes anyone's. */
export function PasskeysPanel({ record }: { record: ResourceRecord }) {
  const viewer = useAccountViewer(record);
  return viewer && <Passkeys adminId={record._id} own={viewer.own} />;
}

function Passkeys({ adminId, own }: { adminId: string; own: boolean }) {
  const { t } = useTranslation();
  const passkeys = useQuery(passkeysQuery(adminId, own));
  const remove = useRemovePasskey(adminId);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const columns: DataColumn<Passkey>[] = [
    { key: 'name', label: t('passkeys.name'), cell: (passkey) => passkey.name },
    { key: 'created', label: t('passkeys.created'), fit: 'content', cell: (passkey) => <TimeAgo value={passkey.createdAt} /> },
    {
      key: 'lastUsed',
      label: t('passkeys.lastUsed'),
      fit: 'content',
      cell: (passkey) => (passkey.lastUsedAt ? <TimeAgo value={passkey.lastUsedAt} /> : t('passkeys.never')),
    },
    {
      key: 'actions',
      label: t('passkeys.actions'),
      fit: 'content',
      align: 'right',
      cell: (passkey) => (
        <Button size="small" color="error" onClick={() => setRemoving(passkey)} aria-label={t('passkeys.removeOne', { name: passkey.name })}>
          {t('passkeys.remove')}
        </Button>
      ),
    },
  ];

  return (
    <SectionCard
      id="passkeys-title"
      title={t('passkeys.title')}
      intro={own && t('passkeys.intro')}
      action={
        own && (
          <Button variant="outlined" onClick={() => setAdding(true)}>
            {t('passkeys.add')}
          </Button>
        )
      }
    >
      <DataTable
        label={t('passkeys.title')}
        columns={columns}
        rows={passkeys.data ?? []}
        loading={passkeys.isPending}
        error={passkeys.isError ? t('passkeys.loadError') : undefined}
        empty={t(own ? 'passkeys.empty' : 'passkeys.emptyOther')}
      />
      {adding && <AddPasskeyDialog adminId={adminId} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={removing !== null}
        title={t('passkeys.removeTitle')}
        text={removing ? t(own ? 'passkeys.removeText' : 'passkeys.removeOtherText', { name: removing.name }) : ''}
        confirmLabel={t('passkeys.remove')}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing, { onSettled: () => setRemoving(null) })}
      />
    </SectionCard>
  );
}
