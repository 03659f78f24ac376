import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import { idOf } from '@app/domain/core/actions';
import { lazy } from 'react';
import type { WebModule } from '../../engine/web-module.ts';
import { es } from '../../i18n/es.ts';

const WhereMap = lazy(() => import('./where-map.tsx').then((m) => ({ default: m.WhereMap })));
const VolunteersSummary = lazy(() => import('./volunteers-summary.tsx').then((m) => ({ default: m.VolunteersSummary })));
const PublicLink = lazy(() => import('./public-link.tsx').then((m) => ({ default: m.PublicLink })));
const VolunteersPanel = lazy(() => import('./volunteers-panel.tsx').then((m) => ({ default: m.VolunteersPanel })));
const AddressInput = lazy(() => import('./address-input.tsx').then((m) => ({ default: m.AddressInput })));
const MapButton = lazy(() => import('./map-button.tsx').then((m) => ({ default: m.MapButton })));
const PracticesMapPage = lazy(() => import('./practices-map-page.tsx').then((m) => ({ default: m.PracticesMapPage })));

/** A practice and its volunteers (a sub-resource with no list of its own). */
export const goodPracticesModule = {
  icons: { goodPractices: VolunteerActivism },
  slots: {
    goodPractices: {
      groupExtras: { where: WhereMap, volunteers: VolunteersSummary, review: PublicLink },
      wideGroups: ['where'],
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
  },
} satisfies WebModule;
