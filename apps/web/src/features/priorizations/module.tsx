import HowToVote from '@mui/icons-material/HowToVote';
import { lazy } from 'react';
import type { WebModule } from '../../engine/web-module.ts';

const PriorizationsPage = lazy(() => import('./priorizations-page.tsx').then((m) => ({ default: m.PriorizationsPage })));
const CardPriorizationPage = lazy(() => import('./card-priorization-page.tsx').then((m) => ({ default: m.CardPriorizationPage })));
const VoteCardLink = lazy(() => import('./vote-card-link.tsx').then((m) => ({ default: m.VoteCardLink })));

/** A card's priorization summary, shown on the card's summary page opened with `?cause=priorizationcreate`. */
export const CardPriorizationSummary = lazy(() =>
  import('./card-priorization-summary.tsx').then((m) => ({ default: m.CardPriorizationSummary })),
);

/** One's votes and the cards to rate, a card's votes at /priorization/{id}; votes are cast in a dialog. */
export const priorizationsModule = {
  icons: { priorizations: HowToVote },
  slots: {
    priorizations: {
      listView: PriorizationsPage,
      createPage: false,
      detailCards: VoteCardLink,
      pages: [{ path: '/priorization/:id', operation: 'list', element: <CardPriorizationPage />, crumb: 'detail' }],
    },
  },
} satisfies WebModule;
