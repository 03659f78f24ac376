/** Pure functions, so the server's answers, the web app and the tests agree to the last decimal. */

/** `replicabilty` is spelt as the clients send it. */
export const IMPACT_SCORES = ['coverage', 'impact', 'replicabilty', 'benefit'] as const;
export const IMPLEMENTATION_SCORES = ['budget', 'humanResources', 'infrastructure'] as const;
export const SCORE_FIELDS = [...IMPACT_SCORES, ...IMPLEMENTATION_SCORES] as const;
export type ScoreField = (typeof SCORE_FIELDS)[number];

export const TOTAL_FIELDS = ['impactTotal', 'implementationTotal', 'total'] as const;
export type TotalField = (typeof TOTAL_FIELDS)[number];

export const SCORE_RANGE = { min: 0, max: 5 } as const;

/** Integer arithmetic: `Math.round(1.005 * 100)` gives 1.00 where 1.01 is right. */
export function roundedMean(sum: number, count: number): number {
  if (!Number.isInteger(sum) || !Number.isInteger(count) || count <= 0 || sum < 0) {
    throw new RangeError(`roundedMean(${sum}, ${count})`);
  }
  return Math.floor((200 * sum + count) / (2 * count)) / 100;
}

function meanOf(vote: Readonly<Record<string, unknown>>, names: readonly ScoreField[]): number | null {
  let sum = 0;
  for (const name of names) {
    const value = vote[name];
    if (typeof value !== 'number' || !Number.isInteger(value)) return null;
    sum += value;
  }
  return roundedMean(sum, names.length);
}

export const impactTotal = (vote: Readonly<Record<string, unknown>>) => meanOf(vote, IMPACT_SCORES);
export const implementationTotal = (vote: Readonly<Record<string, unknown>>) => meanOf(vote, IMPLEMENTATION_SCORES);
export const voteTotal = (vote: Readonly<Record<string, unknown>>) => meanOf(vote, SCORE_FIELDS);

export function twoDecimals(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : '—';
}
