import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What the issue asks of every screen: WCAG 2.1 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * axe-core's violations on the page as it is now, one line each (rule, what it asks, where, why), for an
 * `expect(...).toEqual([])` that names what to fix. Evaluated through the devtools protocol, so the page's
 * own Content-Security-Policy (no inline script) stays on.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Nothing may be loading or moving: a skeleton is not the page, and a fading panel reads as low contrast.
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
        }
      ).axe
        .run(document, { runOnly: { type: 'tag', values: tags } })
        .then((result) => result.violations),
    TAGS,
  );
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.help}) at ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
    ),
  );
}
