import { es as serverMessages } from '@app/domain/messages/es';
import { admins } from '@app/domain/resources/admins';
import { fullName } from '@app/domain/resources/record-text';
import type { PermissionFlags } from '@app/domain/core/permissions';
import { SUPER_USER_ROLE } from '@app/domain/core/roles';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../api/api-client.ts';
import { PageHeader } from '../../engine/page-header.tsx';
import { RecordProblem } from '../../engine/record-not-found.tsx';
import { useResourceRecord } from '../../engine/use-resource-record.ts';
import { showDialog } from '../../feedback/dialog-store.ts';
import { sessionStore } from '../../session/session-store.ts';
import { useSession } from '../../session/use-session.ts';
import { flagsOf } from './matrix-rules.ts';
import { PermissionMatrix } from './permission-matrix.tsx';
import { permissionsKey, useAdminPermissions, type PermissionRecord } from './use-admin-permissions.ts';
import { shownInMatrix, useActiveModules } from './use-modules.ts';
import { toast } from '../../feedback/toast.ts';

const sameFlags = (a: PermissionFlags, b: PermissionFlags) =>
  (Object.keys(a) as (keyof PermissionFlags)[]).every((k) => a[k] === b[k]);

/** `/admins/:id/permission`: on open a row is created for every active module the admin lacks, then the rows are read again; Guardar sends the changed rows. */
export function PermissionPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const admin = useResourceRecord(admins, id);
  const modules = useActiveModules();
  const permissions = useAdminPermissions(id);
  const [edits, setEdits] = useState<Record<string, PermissionFlags>>({});
  const completed = useRef(false);
  const [completing, setCompleting] = useState(true);

  // Missing rows are created once, then the rows are read again.
  useEffect(() => {
    if (completed.current || !modules.data || !permissions.data) return;
    completed.current = true;
    const present = new Set(permissions.data.map((p) => p.module.name));
    const missing = modules.data.filter((m) => !present.has(m.name));
    void (async () => {
      for (const module of missing) {
        await api(`/permissions`, { method: 'POST', body: { module: module._id, admin: id } }).catch(() => undefined);
      }
      if (missing.length > 0) await queryClient.invalidateQueries({ queryKey: permissionsKey(id) });
      setCompleting(false);
    })();
  }, [modules.data, permissions.data, id, queryClient]);

  const rowsById = new Map((permissions.data ?? []).map((p) => [p._id, p]));
  const byModule = new Map((permissions.data ?? []).map((p) => [p.module.name, p]));
  const current = (p: PermissionRecord) => edits[p._id] ?? flagsOf(p);
  const changed = Object.entries(edits).filter(([rowId, flags]) => {
    const row = rowsById.get(rowId);
    return row && !sameFlags(flags, flagsOf(row));
  });

  const save = useMutation({
    meta: { successFeedback: false },
    mutationFn: async () => {
      let message: string = serverMessages.api.updated;
      for (const [rowId, flags] of changed) {
        const result = await api(`/permissions/${encodeURIComponent(rowId)}`, { method: 'PUT', body: flags });
        message = result.message || message;
      }
      return message;
    },
    onSuccess: async (message) => {
      showDialog({ severity: 'success', title: message });
      if (session?.user?._id === id) {
        sessionStore.signOut();
        navigate('/', { replace: true });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: permissionsKey(id) });
      setEdits({});
      navigate(`/admins/${encodeURIComponent(id)}`);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: permissionsKey(id) }),
  });

  const name = admin.data ? fullName(admin.data) : '';
  const superUser = admin.data && Number(admin.data.role) === SUPER_USER_ROLE;
  const loading = admin.isPending || modules.isPending || permissions.isPending || completing;
  const rows = (permissions.data ?? [])
    .filter((p) => shownInMatrix(p.module.name))
    .map((p) => ({ module: p.module.name, flags: current(p) }));

  if (admin.isError) return <RecordProblem def={admins} error={admin.error} onRetry={() => void admin.refetch()} />;
  return (
    <>
      <PageHeader title={t('permissions.pageTitle')} subtitle={name} />
      {superUser && <Alert severity="info">{t('permissions.superUser')}</Alert>}
      {!superUser && (
        <Card sx={{ maxWidth: 900 }}>
          <CardContent>
            {loading ? (
              <Skeleton variant="rounded" height={420} />
            ) : (
              <PermissionMatrix
                rows={rows}
                onChange={(module, flags) => {
                  const row = byModule.get(module);
                  if (row) setEdits((all) => ({ ...all, [row._id]: flags }));
                }}
              />
            )}
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 3 }}>
              <Button component={Link} to={`/admins/${encodeURIComponent(id)}`} disabled={save.isPending}>
                {t('common.cancel')}
              </Button>
              <Button
                variant="contained"
                startIcon={<SaveIcon />}
                loading={save.isPending}
                disabled={loading}
                onClick={() => {
                  if (changed.length === 0) {
                    toast(t('crud.noChanges'), { variant: 'info' });
                    return;
                  }
                  save.mutate();
                }}
              >
                {t('common.save')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
    </>
  );
}
