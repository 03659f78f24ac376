import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatches } from 'react-router';
import { isRouteHandle, type RouteHandle } from '../route-handle.ts';

const PAGE_LABELS = {
  create: 'breadcrumb.create',
  detail: 'breadcrumb.detail',
  edit: 'breadcrumb.edit',
} as const satisfies Record<NonNullable<RouteHandle['page']>, string>;

/** Inicio › module › Agregar / Detalle / Editar, from the matched route's handle. */
export function Breadcrumb() {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isRouteHandle);

  const crumbs: RouteHandle['section'][] = [{ label: t('nav.home'), to: '/home' }];
  if (handle) crumbs.push(handle.section);
  const current = handle?.label ?? (handle?.page ? t(PAGE_LABELS[handle.page]) : crumbs.pop()?.label);

  return (
    <Breadcrumbs aria-label={t('breadcrumb.label')} separator={<NavigateNextIcon fontSize="small" />} sx={{ mb: 2 }}>
      {crumbs.map((crumb) => (
        <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover" color="inherit" variant="body2">
          {crumb.label}
        </Link>
      ))}
      <Typography variant="body2" color="text.primary" aria-current="page" sx={{ fontWeight: 600 }}>
        {current}
      </Typography>
    </Breadcrumbs>
  );
}
