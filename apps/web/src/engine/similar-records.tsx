import type { Resource } from '@app/domain/core/define-resource';
import { REVIEW_MODULES, type ReviewModule, type SimilarItem } from '@app/domain/core/review';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { api } from '../api/api-client.ts';
import { ApiError } from '../api/api-error.ts';
import { useAllows } from '../session/use-can.ts';
import { FieldValue } from './field-display.tsx';
import { resourceKeys } from './resource-keys.ts';

const isReviewModule = (module: string): module is ReviewModule => (REVIEW_MODULES as readonly string[]).includes(module);

/** Whether the server finds records like this definition's (the modules a reviewer decides on). */
export const showsSimilar = (def: Resource) => isReviewModule(def.module);

/** Under the module's key, so that any change to its records refreshes what resembles them. */
export const similarQuery = (def: Resource, module: ReviewModule, id: string) =>
  queryOptions({
    queryKey: [...resourceKeys.all(def), 'similar', id],
    queryFn: ({ signal }) =>
      api<SimilarItem[]>(`/review/similar/${module}/${encodeURIComponent(id)}`, { signal }).then((r) => r.data),
    meta: { errorFeedback: false },
    retry: false,
  });

/** «Parecidas»: the approved or pending records most like this one, to catch a duplicate before deciding. */
export function SimilarRecords({ def, id }: { def: Resource; id: string }) {
  const allows = useAllows();
  const readable = allows(def.access.get);
  if (!isReviewModule(def.module) || !readable) return null;
  const route = def.viewDefs.find((view) => allows(view.requires))?.route ?? def.route;
  return <SimilarList def={def} module={def.module} id={id} route={route} />;
}

function SimilarList({ def, module, id, route }: { def: Resource; module: ReviewModule; id: string; route: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const similar = useQuery(similarQuery(def, module, id));
  // A refusal means the caller may not read these records: nothing shows rather than an error.
  if (similar.error instanceof ApiError && similar.error.status === 403) return null;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader title={t('detail.similar')} slotProps={{ title: { id: titleId, variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
      <CardContent>
        {similar.isPending && <Skeleton variant="rounded" height={96} role="status" aria-label={t('detail.similarLoading')} />}
        {similar.isError && (
          <Alert severity="warning" action={<Button color="inherit" size="small" onClick={() => void similar.refetch()}>{t('detail.retry')}</Button>}>
            {t('detail.similarFailed')}
          </Alert>
        )}
        {similar.data?.length === 0 && <Typography color="text.secondary">{t('detail.noSimilar')}</Typography>}
        {similar.data && similar.data.length > 0 && (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-labelledby={titleId}>
            {similar.data.map((item) => (
              <Stack component="li" key={item._id} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Link component={RouterLink} to={`${route}/${encodeURIComponent(item._id)}`} underline="hover" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {item.title}
                </Link>
                <FieldValue def={def} name="status" value={item.status} variant="list" />
                <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {t('detail.similarity', { value: Math.round(item.similarity * 100) })}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
