import type { Resource, ViewDef } from '@app/domain/core/define-resource';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../engine/page-header.tsx';
import { DateProvider } from '../../ui/date-provider.tsx';
import { CardsToRate } from './cards-to-rate.tsx';
import { MyVotes } from './my-votes.tsx';

/** `/priorizations`: the caller's own votes by date range, and the approved cards with whether the caller rated each, where a card is rated in the vote dialog. */
export function PriorizationsPage({ def, view }: { def: Resource; view: ViewDef }) {
  return (
    <DateProvider>
      <PageHeader title={view.label} />
      <Stack spacing={2.5}>
        <MyVotes def={def} />
        <CardsToRate />
      </Stack>
    </DateProvider>
  );
}
