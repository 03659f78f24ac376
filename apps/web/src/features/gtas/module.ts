import Groups from '@mui/icons-material/Groups';
import { lazy } from 'react';
import type { WebModule } from '../../engine/web-module.ts';

const GtaDownloadsTable = lazy(() => import('./gta-downloads-table.tsx').then((m) => ({ default: m.GtaDownloadsTable })));

export const gtasModule = {
  icons: { gtas: Groups },
  slots: { gtas: { listFooter: GtaDownloadsTable } },
} satisfies WebModule;
