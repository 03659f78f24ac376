import type { ApiToken } from '@app/domain/core/api-tokens';
import { moduleLabel } from '@app/domain/resources/record-text';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../engine/resource-keys.ts';
import { formatDate, formatDateTime } from '../../lib/format-date.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { SectionCard } from '../../ui/section-card.tsx';
import { useAccountViewer } from './account-viewer.ts';
import { apiTokensQuery, useRevokeApiToken } from './use-api-tokens.ts';

const NewTokenDialog = lazy(() => import('./new-token-dialog.tsx').then((m) => ({ default: m.NewTokenDialog })));

const STATE_COLORS = { active: 'success', expired: 'default', revoked: 'error' } as const;

/** «Tokens de acceso»: on one's own page, or on anyone's for super users (who see and revoke, never create for others). */
export function TokensPanel({ record }: { record: ResourceRecord }) {
  const viewer = useAccountViewer(record);
  return viewer && <Tokens adminId={record._id} own={viewer.own} />;
}

function Tokens({ adminId, own }: { adminId: string; own: boolean }) {
  const { t } = useTranslation();
  const tokens = useQuery(apiTokensQuery(adminId, own));
  const revoke = useRevokeApiToken(adminId);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const columns: DataColumn<ApiToken>[] = [
    { key: 'name', label: t('apiTokens.name'), cell: (tk) => tk.name },
    { key: 'prefix', label: t('apiTokens.prefix'), fit: 'content', cell: (tk) => <code>{tk.prefix}…</code> },
    {
      key: 'scopes',
      label: t('apiTokens.scopes'),
      cell: (tk) => tk.scopes.map((s) => `${moduleLabel(s.module)}: ${s.actions.map((a) => t(`apiTokens.actionNames.${a}`)).join(', ')}`).join(' · '),
    },
    { key: 'expires', label: t('apiTokens.expires'), fit: 'content', cell: (tk) => formatDate(tk.expiresAt) },
    { key: 'lastUsed', label: t('apiTokens.lastUsed'), fit: 'content', cell: (tk) => (tk.lastUsedAt ? formatDateTime(tk.lastUsedAt) : t('apiTokens.neverUsed')) },
    { key: 'state', label: t('apiTokens.state'), fit: 'content', cell: (tk) => <Chip size="small" color={STATE_COLORS[tk.state]} label={t(`apiTokens.states.${tk.state}`)} /> },
    {
      key: 'actions',
      label: t('apiTokens.actions'),
      fit: 'content',
      align: 'right',
      cell: (tk) =>
        tk.state !== 'revoked' && (
          <Button size="small" color="error" onClick={() => setRevoking(tk)} aria-label={t('apiTokens.revokeOne', { name: tk.name })}>
            {t('apiTokens.revoke')}
          </Button>
        ),
    },
  ];
  const confirm = () => {
    if (revoking) revoke.mutate(revoking, { onSettled: () => setRevoking(null) });
  };

  return (
    <SectionCard
      id="api-tokens-title"
      title={t('apiTokens.title')}
      intro={t('apiTokens.intro')}
      action={
        own && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t('apiTokens.new')}
          </Button>
        )
      }
    >
      <DataTable
        label={t('apiTokens.title')}
        columns={columns}
        rows={tokens.data ?? []}
        loading={tokens.isPending}
        error={tokens.isError ? t('apiTokens.loadError') : undefined}
        empty={t('apiTokens.empty')}
      />
      {creating && (
        <Suspense fallback={null}>
          <NewTokenDialog adminId={adminId} onClose={() => setCreating(false)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t('apiTokens.revokeTitle')}
        text={revoking ? t('apiTokens.revokeText', { name: revoking.name }) : ''}
        confirmLabel={t('apiTokens.revoke')}
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={confirm}
      />
    </SectionCard>
  );
}
