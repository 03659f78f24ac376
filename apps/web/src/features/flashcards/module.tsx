import Assignment from '@mui/icons-material/Assignment';
import Style from '@mui/icons-material/Style';
import ViewCarousel from '@mui/icons-material/ViewCarousel';
import { lazy, type ComponentProps, type ComponentType } from 'react';
import type { ResourceRecord } from '../../engine/resource-keys.ts';
import type { WebModule } from '../../engine/web-module.ts';

const FlashcardGrid = lazy(() => import('./flashcard-grid.tsx').then((m) => ({ default: m.FlashcardGrid })));
const FlashcardFacesCard = lazy(() => import('./flashcard-faces-card.tsx').then((m) => ({ default: m.FlashcardFacesCard })));
const CardActivity = lazy(() => import('./card-activity.tsx').then((m) => ({ default: m.CardActivity })));
const FlashcardSummaryPage = lazy(() => import('./flashcard-summary-page.tsx').then((m) => ({ default: m.FlashcardSummaryPage })));

type Causes = NonNullable<ComponentProps<typeof FlashcardSummaryPage>['causes']>;

interface FromOtherModules {
  /** What a card's summary shows for the `?cause=` it was opened with. */
  causes: Causes;
  /** A card's votes summary, on its page beside its comments. */
  votes: ComponentType<{ flashcardId: string }>;
}

/**
 * A card's table (`formCards`) and grid (`flashcards`) are two views of one definition; the carousel's cards are chosen
 * in the grid. What other modules show on a card's pages is handed over by `app/modules.ts`, since a feature does not
 * import another.
 */
export function flashcardsModule({ causes, votes }: FromOtherModules) {
  const Activity = ({ record }: { record: ResourceRecord }) => <CardActivity record={record} votes={votes} />;
  return {
    icons: { flashcards: Style, formCards: Assignment, carouselCards: ViewCarousel },
    slots: {
      flashcards: {
        gridView: FlashcardGrid,
        detailCards: FlashcardFacesCard,
        detailPanels: Activity,
        pages: [{ path: ':id/detail', operation: 'get', element: <FlashcardSummaryPage causes={causes} />, crumb: 'detail' }],
      },
    },
  } satisfies WebModule;
}
