import type { ApiToken } from '@app/domain/core/api-tokens';
import { moduleLabel } from '@app/domain/resources/record-text';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../engine/resource-keys.ts';
import { formatDate, formatDateTime } from '../../lib/format-date.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
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
  const confirm = () => {
    if (revoking) revoke.mutate(revoking, { onSettled: () => setRevoking(null) });
  };

  return (
    <Card component="section" aria-labelledby="api-tokens-title" sx={{ mt: 2.5 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 1, flexWrap: 'wrap' }}>
          <Typography id="api-tokens-title" variant="h6" component="h2">
            {t('apiTokens.title')}
          </Typography>
          {own && (
            <Button variant="contained" onClick={() => setCreating(true)}>
              {t('apiTokens.new')}
            </Button>
          )}
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {t('apiTokens.intro')}
        </Typography>
        {tokens.isPending ? (
          <Skeleton variant="rounded" height={120} aria-label={t('apiTokens.loading')} />
        ) : tokens.isError ? (
          <Alert severity="error">{t('apiTokens.loadError')}</Alert>
        ) : tokens.data.length === 0 ? (
          <Typography color="text.secondary">{t('apiTokens.empty')}</Typography>
        ) : (
          <TokenTable tokens={tokens.data} onRevoke={setRevoking} />
        )}
      </CardContent>
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
    </Card>
  );
}

function TokenTable({ tokens, onRevoke }: { tokens: ApiToken[]; onRevoke: (token: ApiToken) => void }) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" aria-labelledby="api-tokens-title">
        <TableHead>
          <TableRow>
            <TableCell>{t('apiTokens.name')}</TableCell>
            <TableCell>{t('apiTokens.prefix')}</TableCell>
            <TableCell>{t('apiTokens.scopes')}</TableCell>
            <TableCell>{t('apiTokens.expires')}</TableCell>
            <TableCell>{t('apiTokens.lastUsed')}</TableCell>
            <TableCell>{t('apiTokens.state')}</TableCell>
            <TableCell align="right">{t('apiTokens.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tokens.map((token) => (
            <TableRow key={token._id}>
              <TableCell>{token.name}</TableCell>
              <TableCell>
                <code>{token.prefix}…</code>
              </TableCell>
              <TableCell>
                {token.scopes.map((s) => `${moduleLabel(s.module)}: ${s.actions.map((a) => t(`apiTokens.actionNames.${a}`)).join(', ')}`).join(' · ')}
              </TableCell>
              <TableCell>{formatDate(token.expiresAt)}</TableCell>
              <TableCell>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : t('apiTokens.neverUsed')}</TableCell>
              <TableCell>
                <Chip size="small" color={STATE_COLORS[token.state]} label={t(`apiTokens.states.${token.state}`)} />
              </TableCell>
              <TableCell align="right">
                {token.state !== 'revoked' && (
                  <Button size="small" color="error" onClick={() => onRevoke(token)} aria-label={t('apiTokens.revokeOne', { name: token.name })}>
                    {t('apiTokens.revoke')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
