import { randomUUID } from 'node:crypto';
import type { ModuleName } from '@app/domain/core/modules';
import { NO_PERMISSIONS, type PermissionFlags } from '@app/domain/core/permissions';
import type * as schema from '../schema/index.ts';
import { asciiWord } from './names.ts';
import type { Random } from './random.ts';

/** A back-office person of the demo: who writes, reviews and votes cards. */
export interface DemoAdmin {
  id: string;
  name: string;
  lastName: string;
  email: string;
  role: 1 | 2;
  gtaId: string | null;
  /** Flags per module name. */
  permissions: Partial<Record<ModuleName, Partial<PermissionFlags>>>;
  createdAt: Date;
}

/** An editorial committee member: reviews cards and keeps the carousel for every GTA. */
const EDITOR: Partial<Record<ModuleName, Partial<PermissionFlags>>> = {
  formCards: { read: true, create: true, update: true, approve: true },
  flashcards: { read: true },
  carouselCards: { read: true, create: true },
  priorizations: { read: true, update: true },
  goodPractices: { read: true, approve: true },
  users: { read: true },
  gtas: { read: true },
  workAxes: { read: true },
};

/** A participant of one GTA: proposes cards of that GTA and votes. */
const PARTICIPANT: Partial<Record<ModuleName, Partial<PermissionFlags>>> = {
  formCards: { read: true, create: true },
  flashcards: { read: true },
  priorizations: { read: true },
};


/**
 * Two editors (no GTA) and one participant per GTA, with names of the demo's people. They have no password: the
 * demo's super user may give them one with "¿Olvidó su contraseña?" or edit them.
 */
export function buildDemoAdmins(
  rng: Random,
  people: { firstNames: readonly string[]; surnames: readonly string[] },
  gtas: readonly { id: string }[],
  at: (i: number) => Date,
): DemoAdmin[] {
  const names = rng.sample(people.firstNames, 2 + gtas.length);
  const surnames = rng.sample(people.surnames, (2 + gtas.length) * 2);
  return names.map((name, i) => {
    const lastName = `${surnames[i * 2]} ${surnames[i * 2 + 1]}`;
    const editor = i < 2;
    return {
      id: randomUUID(),
      name,
      lastName,
      email: `${asciiWord(name.split(' ')[0]!)}.${asciiWord(surnames[i * 2]!)}@example.org`,
      role: editor ? 1 : 2,
      gtaId: editor ? null : gtas[i - 2]!.id,
      permissions: editor ? EDITOR : PARTICIPANT,
      createdAt: at(i),
    };
  });
}

/** The admins' rows and their permission rows (module ids by name). */
export function demoAdminRows(admins: readonly DemoAdmin[], moduleIds: ReadonlyMap<string, string>) {
  const rows: (typeof schema.admins.$inferInsert)[] = admins.map((a) => ({
    id: a.id,
    name: a.name,
    lastName: a.lastName,
    email: a.email,
    role: a.role,
    gtaId: a.gtaId,
    company: 'Red del Pacto Global México',
    country: 'México',
    gender: 'Otro',
    validated: true,
    createdAt: a.createdAt,
    updatedAt: a.createdAt,
  }));
  const permissions: (typeof schema.permissions.$inferInsert)[] = admins.flatMap((a) =>
    Object.entries(a.permissions).map(([module, flags]) => ({
      adminId: a.id,
      moduleId: moduleIds.get(module)!,
      ...NO_PERMISSIONS,
      ...flags,
      createdAt: a.createdAt,
      updatedAt: a.createdAt,
    })),
  );
  return { rows, permissions };
}
