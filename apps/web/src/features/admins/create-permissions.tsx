import { SUPER_USER_ROLE } from '@app/domain/core/roles';
import type { PermissionFlags } from '@app/domain/core/permissions';
import Alert from '@mui/material/Alert';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import type { FormValues } from '../../engine/fields/kind.ts';
import { createExtra, type CreateExtraProps } from '../../engine/slots.ts';
import { flagsOf, hasAnyFlag } from './matrix-rules.ts';
import { PermissionMatrix } from './permission-matrix.tsx';
import { shownInMatrix, useActiveModules } from './use-modules.ts';

/** The flags chosen per module name while creating an admin. */
type Chosen = Readonly<Record<string, PermissionFlags>>;

const isSuperUser = (values: FormValues) => values.role === String(SUPER_USER_ROLE);

/** The matrix in the admin create form (roles 1 and 2); a super user has every permission. */
function CreatePermissions({ values, value, onChange }: CreateExtraProps<Chosen>) {
  const { t } = useTranslation();
  const modules = useActiveModules();
  if (isSuperUser(values)) return <Alert severity="info">{t('permissions.superUser')}</Alert>;
  const rows = (modules.data ?? [])
    .filter((m) => shownInMatrix(m.name))
    .map((m) => ({ module: m.name, flags: flagsOf(value[m.name]) }));
  return (
    <Paper variant="outlined" component="fieldset" sx={{ m: 0, p: 0, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ px: 1, ml: 1, fontSize: '0.8rem' }}>
        {t('permissions.title')}
      </FormLabel>
      {modules.isPending ? (
        <Skeleton variant="rounded" height={240} sx={{ m: 2 }} />
      ) : (
        <PermissionMatrix rows={rows} onChange={(module, flags) => onChange({ ...value, [module]: flags })} />
      )}
    </Paper>
  );
}

/** Creating an admin also creates its permission rows: sent as the `permissions` part, only rows with at least one flag, none for a super user. */
export const adminCreatePermissions = createExtra<Chosen>({
  component: CreatePermissions,
  initial: {},
  toBody: (value, values) =>
    isSuperUser(values)
      ? {}
      : {
          permissions: Object.entries(value)
            .filter(([, flags]) => hasAnyFlag(flags))
            .map(([module, flags]) => ({ module, ...flags })),
        },
});
