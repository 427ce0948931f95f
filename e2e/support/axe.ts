import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

// axe-core run inside the page under test (no network: the engine is read from node_modules and
// injected), for the journeys' accessibility checks. Only serious and critical violations fail a
// journey, the bar issue 11 sets for every customer screen.

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface Violacion {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * The serious and critical axe-core violations on the page as it is now, one line each with the
 * rule, its help text and the elements it found ([] when there are none).
 */
export async function violacionesGraves(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<unknown> } }).axe;
    const result = (await axe.run({ resultTypes: ['violations'] })) as {
      violations: Violacion[];
    };
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}
