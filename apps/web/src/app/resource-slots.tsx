import type { ResourceName } from '@app/domain/core/modules';
import { lazy } from 'react';
import type { ResourceRecord } from '../engine/resource-keys.ts';
import type { ResourceSlots } from '../engine/slots.ts';
import { adminCreatePermissions } from '../features/admins/create-permissions.tsx';
import { idOf } from '@app/domain/core/actions';
import { es } from '../i18n/es.ts';
import { adminCanEdit, adminRefuseAction, adminSignOutAfterEdit } from '../features/admins/admin-rules.ts';

const GtaDownloadsTable = lazy(() =>
  import('../features/gtas/gta-downloads-table.tsx').then((m) => ({ default: m.GtaDownloadsTable })),
);
const AdminPermissionsPanel = lazy(() =>
  import('../features/admins/admin-permissions-panel.tsx').then((m) => ({ default: m.AdminPermissionsPanel })),
);
const PermissionPage = lazy(() =>
  import('../features/admins/permission-page.tsx').then((m) => ({ default: m.PermissionPage })),
);
const FlashcardGrid = lazy(() => import('../features/flashcards/flashcard-grid.tsx').then((m) => ({ default: m.FlashcardGrid })));
const FlashcardFacesCard = lazy(() =>
  import('../features/flashcards/flashcard-faces-card.tsx').then((m) => ({ default: m.FlashcardFacesCard })),
);
const FlashcardSummaryPage = lazy(() =>
  import('../features/flashcards/flashcard-summary-page.tsx').then((m) => ({ default: m.FlashcardSummaryPage })),
);
const WhereMap = lazy(() => import('../features/good-practices/where-map.tsx').then((m) => ({ default: m.WhereMap })));
const VolunteersSummary = lazy(() =>
  import('../features/good-practices/volunteers-summary.tsx').then((m) => ({ default: m.VolunteersSummary })),
);
const PublicLink = lazy(() => import('../features/good-practices/public-link.tsx').then((m) => ({ default: m.PublicLink })));
const VolunteersPanel = lazy(() =>
  import('../features/good-practices/volunteers-panel.tsx').then((m) => ({ default: m.VolunteersPanel })),
);
const AddressInput = lazy(() => import('../features/good-practices/address-input.tsx').then((m) => ({ default: m.AddressInput })));
const MapButton = lazy(() => import('../features/good-practices/map-button.tsx').then((m) => ({ default: m.MapButton })));
const PracticesMapPage = lazy(() =>
  import('../features/good-practices/practices-map-page.tsx').then((m) => ({ default: m.PracticesMapPage })),
);
const UserPanels = lazy(() => import('../features/users/user-panels.tsx').then((m) => ({ default: m.UserPanels })));
const PriorizationsPage = lazy(() =>
  import('../features/priorizations/priorizations-page.tsx').then((m) => ({ default: m.PriorizationsPage })),
);
const CardPriorizationPage = lazy(() =>
  import('../features/priorizations/card-priorization-page.tsx').then((m) => ({ default: m.CardPriorizationPage })),
);
const CardPriorizationSummary = lazy(() =>
  import('../features/priorizations/card-priorization-summary.tsx').then((m) => ({ default: m.CardPriorizationSummary })),
);
const VoteCardLink = lazy(() => import('../features/priorizations/vote-card-link.tsx').then((m) => ({ default: m.VoteCardLink })));

/** A comment's author, read back populated as `createdBy: { _id, name }`. */
function authorOf(record: ResourceRecord): string | undefined {
  const author = record.createdBy;
  if (typeof author === 'string') return author;
  return typeof author === 'object' && author !== null && '_id' in author && typeof author._id === 'string'
    ? author._id
    : undefined;
}

/** What a module shows beyond the generic pages, by module (see `ResourceSlots`). */
export const RESOURCE_SLOTS: Partial<Record<ResourceName, ResourceSlots>> = {
  gtas: { listFooter: GtaDownloadsTable },
  admins: {
    detailPanels: AdminPermissionsPanel,
    canEdit: adminCanEdit,
    refuseAction: adminRefuseAction,
    signOutAfterEdit: adminSignOutAfterEdit,
    createExtra: adminCreatePermissions,
    pages: [{ path: ':id/permission', operation: 'update', element: <PermissionPage />, crumb: 'edit' }],
  },
  users: { detailPanels: UserPanels },
  flashcards: {
    gridView: FlashcardGrid,
    detailCards: FlashcardFacesCard,
    pages: [
      {
        path: ':id/detail',
        operation: 'get',
        // `?cause=priorizationcreate` adds the card's priorization summary.
        element: <FlashcardSummaryPage causes={{ priorizationcreate: CardPriorizationSummary }} />,
        crumb: 'detail',
      },
    ],
  },
  // One's votes and the cards to rate, a card's votes at /priorization/{id}; votes are cast in a dialog.
  priorizations: {
    listView: PriorizationsPage,
    createPage: false,
    detailCards: VoteCardLink,
    pages: [{ path: '/priorization/:id', operation: 'list', element: <CardPriorizationPage />, crumb: 'detail' }],
  },
  goodPractices: {
    groupExtras: { where: WhereMap, volunteers: VolunteersSummary, review: PublicLink },
    detailPanels: VolunteersPanel,
    inputs: { ubication: AddressInput },
    listActions: MapButton,
    pages: [{ path: 'map', operation: 'list', element: <PracticesMapPage />, crumb: { label: es.goodPractices.mapPage.title } }],
  },
  // A volunteer is reached from its practice's page and returns there.
  volunteers: {
    afterAction: (record) => {
      const practice = idOf(record.goodPractice);
      return practice ? `/goodPractices/${encodeURIComponent(practice)}` : undefined;
    },
  },
  // The contacts list has no add button; /contacts/create records a message received by phone or mail.
  contacts: { addButton: false },
  // A comment is reached from its author's page and returns there.
  comments: {
    afterAction: (record) => {
      const author = authorOf(record);
      return author ? `/users/${encodeURIComponent(author)}` : undefined;
    },
  },
};
