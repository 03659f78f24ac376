import type { ReasonAction } from '@app/domain/core/reason-templates';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Typography from '@mui/material/Typography';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api-client.ts';

export const reasonTemplatesKey = ['reason-templates'] as const;

/** One module/action pair's templates; the configuration page refreshes them all when it saves. */
export const reasonTemplatesQuery = ({ module, action }: ReasonAction) =>
  queryOptions({
    queryKey: [...reasonTemplatesKey, module, action],
    queryFn: ({ signal }) =>
      api<string[]>(`/reason-templates?${new URLSearchParams({ module, action }).toString()}`, { signal }).then((r) => r.data),
    // Without templates the Justificación works as before, so a failed load says nothing.
    meta: { errorFeedback: false },
    staleTime: 60_000,
  });

interface ReasonTemplateListProps {
  pair: ReasonAction;
  onPick: (text: string) => void;
}

/** The pair's templates under the reason field: Tab reaches them, the arrow keys move, Enter or a click copies one into the field. */
export function ReasonTemplateList({ pair, onPick }: ReasonTemplateListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const templates = useQuery(reasonTemplatesQuery(pair));
  if (!templates.data?.length) return null;
  return (
    <>
      <ListSubheader id={headingId} component="div" disableGutters sx={{ lineHeight: 2, bgcolor: 'transparent' }}>
        {t('reasonTemplates.choose')}
      </ListSubheader>
      <Typography id={hintId} variant="caption" color="text.secondary">
        {t('reasonTemplates.chooseHint')}
      </Typography>
      <MenuList
        dense
        aria-labelledby={headingId}
        aria-describedby={hintId}
        variant="selectedMenu"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mt: 0.5, maxHeight: 220, overflowY: 'auto' }}
      >
        {templates.data.map((text) => (
          <MenuItem key={text} onClick={() => onPick(text)} sx={{ whiteSpace: 'normal' }}>
            {text}
          </MenuItem>
        ))}
      </MenuList>
    </>
  );
}
