import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 AA, as issue 13 §3 asks: the rules of levels A and AA of 2.0, 2.1 and 2.2. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One line per failing node: the rule, its help, where, and why. */
function describe(violations: AxeResults['violations']): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.impact ?? '?'}): ${v.help} at ${node.target.join(' ')} — ${node.failureSummary?.replaceAll('\n', ' ') ?? ''}`),
  );
}

/** The axe-core violations of the page as it is now (or of `include`, a dialog), each described on one line. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Colours read mid-transition are neither the old nor the new ones: a button just enabled, its label fading in to
  // white, once measured 4.24:1. The transitions and animations that end (not a spinner's) are let finish first.
  // A paused one would never finish: at most 2 s.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  // axe-core is loaded once per document and run where it is: a copy loaded again for each audit (as AxeBuilder does)
  // runs cold, about four times slower. The app has no frame for axe to enter.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    ([selector, tags]) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: tags },
      }),
    [include, WCAG_22_AA] as const,
  );
  return describe(results.violations);
}

/** Fails (softly, so that one run lists every page's problems) when axe finds any violation on `what`. */
export async function expectAccessible(page: Page, what: string, include?: string): Promise<void> {
  expect.soft(await axeViolations(page, include), `axe on ${what}`).toEqual([]);
}
