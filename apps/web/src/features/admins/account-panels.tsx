import { lazy, Suspense, type ComponentType } from 'react';
import type { ResourceRecord } from '../../engine/resource-keys.ts';
import { AdminPermissionsPanel } from './admin-permissions-panel.tsx';

type Panel = ComponentType<{ record: ResourceRecord }>;

/** Sections of an admin's page below the permissions (Mi perfil when it is one's own); each decides whom it shows to. */
const accountPanels: Panel[] = [
  lazyPanel(() => import('./tokens-panel.tsx').then((m) => ({ default: m.TokensPanel }))),
  lazyPanel(() => import('./totp-panel.tsx').then((m) => ({ default: m.TotpPanel }))),
  lazyPanel(() => import('./sessions-panel.tsx').then((m) => ({ default: m.SessionsPanel }))),
  lazyPanel(() => import('./passkeys-panel.tsx').then((m) => ({ default: m.PasskeysPanel }))),
];

/** The admin detail's panels: permissions, then each account section in order. */
export function AdminPanels({ record }: { record: ResourceRecord }) {
  return (
    <>
      <AdminPermissionsPanel record={record} />
      <Suspense fallback={null}>
        {accountPanels.map((Section, i) => (
          <Section key={i} record={record} />
        ))}
      </Suspense>
    </>
  );
}

export function lazyPanel(load: () => Promise<{ default: Panel }>): Panel {
  return lazy(load);
}
