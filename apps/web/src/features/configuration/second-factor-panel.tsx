import { ROLE_LABELS, ROLES } from '@app/domain/core/roles';
import { SECOND_FACTOR_LEVELS, secondFactorPolicySchema, type SecondFactorPolicy } from '@app/domain/core/second-factor';
import { zodResolver } from '@hookform/resolvers/zod';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SaveIcon from '@mui/icons-material/Save';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api-client.ts';

const PATH = '/configuration/second-factor';
const policyQuery = queryOptions({
  queryKey: ['configuration', 'second-factor'] as const,
  queryFn: ({ signal }) => api<SecondFactorPolicy>(PATH, { signal }).then((r) => r.data),
});

/** «Segundo factor de inicio de sesión»: per role, whether the mailed code is enough or an app (or later a passkey) is required. */
export function SecondFactorPanel() {
  const { t } = useTranslation();
  return (
    <Accordion disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="config-second-factor" id="config-second-factor-header">
        <Typography sx={{ fontWeight: 600 }}>{t('totp.policyTitle')}</Typography>
      </AccordionSummary>
      <AccordionDetails id="config-second-factor">
        <PolicyLoader />
      </AccordionDetails>
    </Accordion>
  );
}

function PolicyLoader() {
  const { t } = useTranslation();
  const policy = useQuery(policyQuery);
  if (policy.isPending) return <Skeleton variant="rounded" height={160} />;
  if (policy.isError) return <Alert severity="warning">{t('totp.policyLoadError')}</Alert>;
  return <PolicyForm initial={policy.data} />;
}

function PolicyForm({ initial }: { initial: SecondFactorPolicy }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: SecondFactorPolicy) => api<SecondFactorPolicy>(PATH, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policyQuery.queryKey }),
  });
  const { control, handleSubmit } = useForm<SecondFactorPolicy>({ resolver: zodResolver(secondFactorPolicySchema), defaultValues: initial });
  const levelLabel = { code: t('totp.levelCode'), strong: t('totp.levelStrong') };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit((values) => save.mutate(values))}>
      <Typography color="text.secondary">{t('totp.policyIntro')}</Typography>
      {ROLES.map((role) => (
        <Controller
          key={role}
          control={control}
          name={`${role}`}
          render={({ field, fieldState }) => (
            <FormControl error={fieldState.error !== undefined}>
              <FormLabel id={`second-factor-${role}`}>{ROLE_LABELS[role]}</FormLabel>
              <RadioGroup {...field} row aria-labelledby={`second-factor-${role}`}>
                {SECOND_FACTOR_LEVELS.map((level) => (
                  <FormControlLabel key={level} value={level} control={<Radio />} label={levelLabel[level]} />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
      ))}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={save.isPending}>
          {t('totp.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
