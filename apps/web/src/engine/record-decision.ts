import type { Resource } from '@app/domain/core/define-resource';
import type { HistoryEntry } from '@app/domain/core/history';
import type { Viewer } from '@app/domain/core/realtime';
import type { TFunction } from 'i18next';
import type { ResourceRecord } from './resource-keys.ts';

const fullName = (person: { name: string; lastName: string }) => `${person.name} ${person.lastName}`;

/** «Eduardo López está revisando», two names, or two names «y N más»; empty when nobody else is there. */
export function reviewingText(t: TFunction, viewers: readonly Viewer[]): string {
  const [first, second] = viewers.map(fullName);
  if (first === undefined) return '';
  if (second === undefined) return t('presence.one', { first });
  if (viewers.length === 2) return t('presence.two', { first, second });
  return t('presence.more', { first, second, rest: viewers.length - 2 });
}

const DECISIONS = ['accept', 'reject'] as const;
export interface Decision {
  action: (typeof DECISIONS)[number];
  by: string | null;
  at: string;
}

/** The review decision the record stands in, when its newest decision row in the history is someone else's. */
export function othersDecision(def: Resource, record: ResourceRecord, history: readonly HistoryEntry[], me: string | undefined): Decision | null {
  const decisions = DECISIONS.flatMap((name) => (def.actionDefs[name] ? [{ name, def: def.actionDefs[name] }] : []));
  const latest = history.find((entry) => decisions.some((d) => d.def.cause === entry.cause));
  const decision = decisions.find((d) => d.def.cause === latest?.cause);
  if (!latest || !decision) return null;
  const field = decision.def.field ?? def.status;
  if (field === undefined || record[field] !== decision.def.to || (latest.adminId !== null && latest.adminId._id === me)) return null;
  return { action: decision.name, by: latest.adminId ? fullName(latest.adminId) : null, at: latest.createdAt };
}
