import Assignment from '@mui/icons-material/Assignment';
import Style from '@mui/icons-material/Style';
import ViewCarousel from '@mui/icons-material/ViewCarousel';
import { lazy, type ComponentProps } from 'react';
import type { WebModule } from '../../engine/web-module.ts';

const FlashcardGrid = lazy(() => import('./flashcard-grid.tsx').then((m) => ({ default: m.FlashcardGrid })));
const FlashcardFacesCard = lazy(() => import('./flashcard-faces-card.tsx').then((m) => ({ default: m.FlashcardFacesCard })));
const FlashcardSummaryPage = lazy(() => import('./flashcard-summary-page.tsx').then((m) => ({ default: m.FlashcardSummaryPage })));

type Causes = NonNullable<ComponentProps<typeof FlashcardSummaryPage>['causes']>;

/**
 * A card's table (`formCards`) and grid (`flashcards`) are two views of one definition; the carousel's cards are chosen
 * in the grid. `causes`: what other modules show on a card's summary for the `?cause=` it was opened with, handed over
 * by `app/modules.ts` since a feature does not import another.
 */
export function flashcardsModule(causes: Causes) {
  return {
    icons: { flashcards: Style, formCards: Assignment, carouselCards: ViewCarousel },
    slots: {
      flashcards: {
        gridView: FlashcardGrid,
        detailCards: FlashcardFacesCard,
        pages: [{ path: ':id/detail', operation: 'get', element: <FlashcardSummaryPage causes={causes} />, crumb: 'detail' }],
      },
    },
  } satisfies WebModule;
}
