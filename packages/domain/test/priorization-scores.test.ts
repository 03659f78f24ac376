import { describe, expect, it } from 'vitest';
import { es } from '../src/messages/es.ts';
import { impactTotal, implementationTotal, roundedMean, twoDecimals, voteTotal } from '../src/resources/priorization-scores.ts';
import { priorizations, voteEditRefusal } from '../src/resources/priorizations.ts';

const vote = (...v: (number | null)[]) => ({
  coverage: v[0],
  impact: v[1],
  replicabilty: v[2],
  benefit: v[3],
  budget: v[4],
  humanResources: v[5],
  infrastructure: v[6],
});

describe('roundedMean', () => {
  it.each([
    [201, 200, 1.01], // 1.005: 1.005 * 100 is 100.4999… in floating point
    [1, 200, 0.01], // 0.005
    [107, 40, 2.68], // 2.675: (2.675).toFixed(2) is '2.67'
    [41, 40, 1.03], // 1.025
    [1, 3, 0.33],
    [2, 3, 0.67],
    [20, 7, 2.86],
    [0, 7, 0],
    [35, 7, 5],
  ])('%i / %i → %d', (sum, count, expected) => {
    expect(roundedMean(sum, count)).toBe(expected);
  });

  it('refuses what is no mean of whole scores', () => {
    expect(() => roundedMean(1, 0)).toThrow(RangeError);
    expect(() => roundedMean(1.5, 2)).toThrow(RangeError);
    expect(() => roundedMean(-1, 2)).toThrow(RangeError);
  });
});

describe('a vote’s totals', () => {
  it('impact over four, implementation over three, total over seven, two decimals', () => {
    const v = vote(5, 4, 3, 2, 1, 0, 5);
    expect([impactTotal(v), implementationTotal(v), voteTotal(v)]).toEqual([3.5, 2, 2.86]);
  });

  it('a blank vote (all seven null) has no totals', () => {
    const blank = vote(null, null, null, null, null, null, null);
    expect([impactTotal(blank), implementationTotal(blank), voteTotal(blank)]).toEqual([null, null, null]);
  });

  it('are the definition’s computed values, shown with two decimals', () => {
    const v = vote(1, 2, 2, 2, 1, 1, 2);
    expect(priorizations.computed!.total!.value(v)).toBe(1.57);
    expect(priorizations.computed!.implementationTotal!.decimals).toBe(2);
    expect([twoDecimals(2), twoDecimals(1.5), twoDecimals(null)]).toEqual(['2.00', '1.50', '—']);
  });
});

describe('who edits a vote', () => {
  const actor = (id: string, role: 0 | 1 | 2) => ({ id, role, gta: null, permissions: {} });
  it('its author or a super user', () => {
    const v = { createdBy: { _id: 'a' } };
    expect(voteEditRefusal(actor('a', 2), v)).toBeUndefined();
    expect(voteEditRefusal(actor('b', 1), v)).toBe(es.editRules.voteNotYours);
    expect(voteEditRefusal(actor('b', 0), v)).toBeUndefined();
  });
});
