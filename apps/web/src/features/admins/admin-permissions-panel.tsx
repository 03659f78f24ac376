import { SUPER_USER_ROLE } from '@app/domain/core/roles';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SecurityIcon from '@mui/icons-material/Security';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResourceRecord } from '../../engine/resource-keys.ts';
import { useCan } from '../../session/use-can.ts';
import { flagsOf } from './matrix-rules.ts';
import { PermissionMatrix } from './permission-matrix.tsx';
import { useAdminPermissions } from './use-admin-permissions.ts';
import { shownInMatrix } from './use-modules.ts';

/** The admin detail's permissions: the matrix read-only, or the note that a super user has them all. */
export function AdminPermissionsPanel({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation();
  const can = useCan();
  const superUser = Number(record.role) === SUPER_USER_ROLE;
  return (
    <Card component="section" aria-labelledby="admin-permissions-title" sx={{ mt: 2.5 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}>
          <Typography id="admin-permissions-title" variant="h6" component="h2">
            {t('permissions.title')}
          </Typography>
          {!superUser && can('admins', 'update') && (
            <Button
              component={Link}
              to={`/admins/${encodeURIComponent(record._id)}/permission`}
              variant="outlined"
              startIcon={<SecurityIcon />}
            >
              {t('permissions.edit')}
            </Button>
          )}
        </Stack>
        {superUser ? <Alert severity="info">{t('permissions.superUser')}</Alert> : <ReadOnlyMatrix adminId={record._id} />}
      </CardContent>
    </Card>
  );
}

function ReadOnlyMatrix({ adminId }: { adminId: string }) {
  const { t } = useTranslation();
  const permissions = useAdminPermissions(adminId);
  if (permissions.isPending) return <Skeleton variant="rounded" height={200} />;
  const rows = (permissions.data ?? [])
    .filter((p) => shownInMatrix(p.module.name))
    .map((p) => ({ module: p.module.name, flags: flagsOf(p) }));
  if (rows.length === 0) return <Typography color="text.secondary">{t('permissions.none')}</Typography>;
  return <PermissionMatrix rows={rows} />;
}
