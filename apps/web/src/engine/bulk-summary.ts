/** One record's outcome in a bulk answer. */
export interface BulkResult {
  _id: string;
  code: number;
  message: string;
}

/** The outcomes grouped, successes first: «9 aprobadas · 1 Solo una flashcard enviada a revisión puede aprobarse». */
export function bulkSummary(results: readonly BulkResult[], done: (count: number) => string): string {
  const succeeded = results.filter((r) => r.code === 202).length;
  const failures = new Map<string, number>();
  for (const r of results) if (r.code !== 202) failures.set(r.message, (failures.get(r.message) ?? 0) + 1);
  const parts = [...(succeeded > 0 ? [done(succeeded)] : []), ...[...failures].map(([message, count]) => `${count} × ${message}`)];
  return parts.join(' · ');
}
