import { implementationTotal, impactTotal, SCORE_FIELDS, voteTotal, type ScoreField, type TotalField } from '@app/domain/resources/priorization-scores';

/** Each criterion as the dialog holds it: '' until chosen, then '0' to '5'. */
export type ScoreChoices = Record<ScoreField, string>;

export const UNCHOSEN: ScoreChoices = Object.fromEntries(SCORE_FIELDS.map((name) => [name, ''])) as ScoreChoices;

export function unchosen(choices: Partial<ScoreChoices>): ScoreField[] {
  return SCORE_FIELDS.filter((name) => (choices[name] ?? '') === '');
}

/** The scores the vote would save: an unchosen criterion as 0. */
export function scoresOf(choices: Partial<ScoreChoices>): Record<ScoreField, number> {
  return Object.fromEntries(SCORE_FIELDS.map((name) => [name, Number(choices[name] || 0)])) as Record<ScoreField, number>;
}

/** The totals as the server computes them for the vote that would be saved. */
export function runningTotals(choices: Partial<ScoreChoices>): Record<TotalField, number | null> {
  const scores = scoresOf(choices);
  return { impactTotal: impactTotal(scores), implementationTotal: implementationTotal(scores), total: voteTotal(scores) };
}
