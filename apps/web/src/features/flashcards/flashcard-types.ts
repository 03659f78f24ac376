import type { ResourceRecord } from '../../engine/resource-keys.ts';

export interface Ref {
  _id: string;
  [key: string]: unknown;
}

export interface Flashcard extends ResourceRecord {
  number: number | null;
  name: string;
  what: string;
  how1: string | null;
  how2: string | null;
  how3: string | null;
  indicator: string | null;
  gta: (Ref & { title?: string; color?: string; nomenclature?: string; logo?: string | null }) | null;
  workAxis: (Ref & { objective?: string }) | null;
  objective: (Ref & { title?: string; color?: string }) | null;
  businessType: (Ref & { name?: string })[];
  area: (Ref & { name?: string })[];
  climb: (Ref & { nomenclature?: string; name?: string })[];
  implementationTime: string | null;
  status: number;
  selected: boolean;
  createdBy: (Ref & { name?: string; lastName?: string; thumbnail?: string | null }) | null;
}

export const text = (value: unknown) => (typeof value === 'string' ? value : '');
