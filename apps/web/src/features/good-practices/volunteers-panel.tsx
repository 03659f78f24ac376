import { mayAct } from '@app/domain/core/actions';
import { fullName } from '@app/domain/resources/record-text';
import { volunteers } from '@app/domain/resources/volunteers';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ActiveChip } from '../../engine/active-chip.tsx';
import type { ResourceRecord } from '../../engine/resource-keys.ts';
import { resourceKeys } from '../../engine/resource-keys.ts';
import { useActionPrompt } from '../../engine/use-action-prompt.tsx';
import { useResourceMutations } from '../../engine/use-resource-mutations.ts';
import { formatDate } from '../../lib/format-date.ts';
import { useActor } from '../../session/use-can.ts';
import type { DataColumn } from '../../ui/data-table.tsx';
import { PagedPanel } from '../../ui/paged-panel.tsx';

interface Volunteer {
  _id: string;
  name: string;
  lastName: string;
  email: string;
  country: string;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A practice's volunteers, 10 per page, each deactivated or reactivated with a reason (the engine's own actions and Justificación dialog, as on any detail). */
export function VolunteersPanel({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation();
  const actor = useActor();
  const { act } = useResourceMutations(volunteers);
  const prompt = useActionPrompt(volunteers);

  const toggle = async (volunteer: Volunteer) => {
    const name = volunteer.active ? 'deactivate' : 'reactivate';
    const action = volunteers.actionDefs[name]!;
    const answer = await prompt.ask(action, fullName(volunteer), name);
    if (!answer) return;
    act.mutate({ id: volunteer._id, action: name, reason: answer.reason, version: volunteer.updatedAt });
  };

  const canToggle = (volunteer: Volunteer) => {
    const action = volunteers.actionDefs[volunteer.active ? 'deactivate' : 'reactivate']!;
    return actor !== null && mayAct(actor, action, { state: { active: volunteer.active } });
  };

  const columns: DataColumn<Volunteer>[] = [
    { key: 'name', label: volunteers.fields.name!.label, cell: (v) => fullName(v) },
    { key: 'email', label: volunteers.fields.email!.label, cell: (v) => v.email },
    { key: 'country', label: volunteers.fields.country!.label, cell: (v) => v.country },
    { key: 'createdAt', label: t('goodPractices.volunteers.joinedAt'), cell: (v) => formatDate(v.createdAt) },
    { key: 'active', label: t('crud.fields.active'), cell: (v) => <ActiveChip active={v.active} /> },
    {
      key: 'actions',
      label: t('goodPractices.volunteers.actions'),
      cell: (v) =>
        canToggle(v) && (
          <Button
            size="small"
            variant="outlined"
            color={v.active ? 'warning' : 'success'}
            startIcon={v.active ? <BlockIcon /> : <CheckCircleIcon />}
            loading={act.isPending && act.variables?.id === v._id}
            disabled={act.isPending}
            aria-label={`${volunteers.actionDefs[v.active ? 'deactivate' : 'reactivate']!.label} ${fullName(v)}`}
            onClick={() => void toggle(v)}
          >
            {volunteers.actionDefs[v.active ? 'deactivate' : 'reactivate']!.label}
          </Button>
        ),
    },
  ];

  return (
    <>
      <PagedPanel
        title={t('goodPractices.volunteers.title')}
        // Under the volunteers' own key: a toggle refreshes this table and the count beside the requested number.
        queryKey={[...resourceKeys.all(volunteers), 'byPractice']}
        path={`/${volunteers.apiPath}`}
        params={{ goodPractice: record._id }}
        columns={columns}
        empty={record.aceptVolunteers === true ? t('goodPractices.volunteers.none') : t('goodPractices.volunteers.notAccepting')}
      />
      {prompt.dialogs}
    </>
  );
}
