/**
 * The seven scores of a priorization vote and what the server derives from them (spec 001 §3 "Priorization vote"):
 * pure functions, so the server's answers, the web app and the tests agree to the last decimal.
 */

/** Spec 001 §3, in the order the vote form asks them; `replicabilty` is spelt as the spec spells it. */
export const IMPACT_SCORES = ['coverage', 'impact', 'replicabilty', 'benefit'] as const;
export const IMPLEMENTATION_SCORES = ['budget', 'humanResources', 'infrastructure'] as const;
export const SCORE_FIELDS = [...IMPACT_SCORES, ...IMPLEMENTATION_SCORES] as const;
export type ScoreField = (typeof SCORE_FIELDS)[number];

/** The three derived values, in the order they are shown. */
export const TOTAL_FIELDS = ['impactTotal', 'implementationTotal', 'total'] as const;
export type TotalField = (typeof TOTAL_FIELDS)[number];

/** Spec 001 §9: star ratings are 0–5. */
export const SCORE_RANGE = { min: 0, max: 5 } as const;

/**
 * `sum / count` rounded half up to two decimals, in integer arithmetic: a float product such as `1.005 * 100` is
 * 100.49999…, so `Math.round` would give 1.00 where 1.01 is right. Both arguments are whole numbers, `count` > 0.
 * @example roundedMean(201, 200) // 1.01
 */
export function roundedMean(sum: number, count: number): number {
  if (!Number.isInteger(sum) || !Number.isInteger(count) || count <= 0 || sum < 0) {
    throw new RangeError(`roundedMean(${sum}, ${count})`);
  }
  return Math.floor((200 * sum + count) / (2 * count)) / 100;
}

/** The mean of some scores of a vote, two decimals; null when any of them is missing (a blank vote). */
function meanOf(vote: Readonly<Record<string, unknown>>, names: readonly ScoreField[]): number | null {
  let sum = 0;
  for (const name of names) {
    const value = vote[name];
    if (typeof value !== 'number' || !Number.isInteger(value)) return null;
    sum += value;
  }
  return roundedMean(sum, names.length);
}

/** Mean of coverage, impact, replicabilty and benefit. */
export const impactTotal = (vote: Readonly<Record<string, unknown>>) => meanOf(vote, IMPACT_SCORES);
/** Mean of budget, human resources and infrastructure. */
export const implementationTotal = (vote: Readonly<Record<string, unknown>>) => meanOf(vote, IMPLEMENTATION_SCORES);
/** Mean of the seven. */
export const voteTotal = (vote: Readonly<Record<string, unknown>>) => meanOf(vote, SCORE_FIELDS);

/** A value to two decimals as the spec shows it ('3.50'); '—' for none. */
export function twoDecimals(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : '—';
}
