import { sectors } from '@app/domain/resources/catalogues';
import { workAxes } from '@app/domain/resources/work-axes';
import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields.ts';

const base = { _id: '1', createdAt: 'a', updatedAt: 'b', active: true };

describe('changedFields', () => {
  it('lists the fields whose values differ, references by their _id, not the version fields', () => {
    const before = { ...base, name: 'Uno', description: 'Igual' };
    const now = { ...base, updatedAt: 'c', name: 'Dos', description: 'Igual', active: false };
    expect(changedFields(sectors, before, now)).toEqual(['name', 'active']);
  });

  it('a populated reference with the same _id is unchanged', () => {
    const before = { ...base, gta: { _id: 'x', title: 'A' } };
    expect(changedFields(workAxes, before, { ...base, gta: { _id: 'x', title: 'B' } })).toEqual([]);
    expect(changedFields(workAxes, before, { ...base, gta: { _id: 'y', title: 'A' } })).toEqual(['gta']);
  });
});
