import type { ModuleName } from '@app/domain/core/modules';
import { lazy, type ComponentType } from 'react';

const GtaDownloadsTable = lazy(() =>
  import('../features/gtas/gta-downloads-table.tsx').then((m) => ({ default: m.GtaDownloadsTable })),
);

/**
 * What a module shows beyond the generic pages, by module: a panel under its list. The generic
 * pages stay the same for every resource; a module adds a slot here instead of forking them.
 */
export const LIST_FOOTERS: Partial<Record<ModuleName, ComponentType>> = {
  gtas: GtaDownloadsTable,
};
