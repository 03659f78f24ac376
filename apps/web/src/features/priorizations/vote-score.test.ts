import { describe, expect, it } from 'vitest';
import { runningTotals, scoresOf, UNCHOSEN, unchosen } from './vote-score.ts';

describe('the scores of a vote being rated', () => {
  it('start unchosen, every one of the seven', () => {
    expect(unchosen(UNCHOSEN)).toHaveLength(7);
    expect(runningTotals(UNCHOSEN)).toEqual({ impactTotal: 0, implementationTotal: 0, total: 0 });
  });

  it('an explicit 0 is a choice; an empty one is not', () => {
    const choices = { ...UNCHOSEN, coverage: '0', impact: '4', budget: '' };
    expect(unchosen(choices)).toEqual(['replicabilty', 'benefit', 'budget', 'humanResources', 'infrastructure']);
  });

  it('unchosen criteria count as the 0 they would be saved as', () => {
    expect(scoresOf({ ...UNCHOSEN, impact: '4', infrastructure: '5' })).toEqual({
      coverage: 0,
      impact: 4,
      replicabilty: 0,
      benefit: 0,
      budget: 0,
      humanResources: 0,
      infrastructure: 5,
    });
  });

  it('totals as the server rounds them: impact 3.50, implementation 2.00, total 2.86', () => {
    const choices = { coverage: '5', impact: '4', replicabilty: '3', benefit: '2', budget: '1', humanResources: '0', infrastructure: '5' };
    expect(unchosen(choices)).toEqual([]);
    expect(runningTotals(choices)).toEqual({ impactTotal: 3.5, implementationTotal: 2, total: 2.86 });
  });
});
