import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const axePath = path.join(__dirname, '..', '..', 'node_modules', 'axe-core', 'axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Impacts that fail a check: serious and critical. */
export const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core in the page. `scope: 'document'` checks the whole page; `scope: 'story'` checks
 * Storybook's #storybook-root plus whatever the story portalled into <body> (menus, drawers).
 */
export async function axeViolations(
  page: Page,
  scope: 'document' | 'story' = 'document',
): Promise<AxeViolation[]> {
  // Checked at rest: a page or dialog still fading in has its colours mixed with the background
  // (a staff page mid-transition failed color-contrast on every text at once). Endless animations
  // (spinners, skeletons) do not count; after 5 s the check runs anyway. Two animation frames
  // first: a change just made (a colour scheme emulated a moment ago) starts its CSS transitions
  // at the next style update, and until then there is no animation to wait for (a navigation
  // bar's links failed color-contrast mid-transition once, right after the switch to dark).
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
        setTimeout(done, 500); // a page whose frames are held is checked all the same
      }),
  );
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000, polling: 100 },
    )
    .catch(() => undefined);
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the product's CSP rightly refuses inline scripts.
  if (!hasAxe) await page.evaluate(readFileSync(axePath, 'utf8'));
  return page.evaluate(async (scopeName) => {
    type AxeResult = {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[] }[];
      }[];
    };
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResult> } }
    ).axe;
    const context =
      scopeName === 'document'
        ? document
        : {
            include: Array.from(document.body.children).filter(
              (el) =>
                el.id === 'storybook-root' ||
                (el.tagName === 'DIV' &&
                  el.id !== 'storybook-docs' &&
                  !String(el.className).includes('sb-') &&
                  !el.hasAttribute('aria-hidden')),
            ),
          };
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, scope);
}

/** Serious and critical violations as readable lines (empty when the page passes). */
export async function seriousViolations(
  page: Page,
  scope: 'document' | 'story' = 'document',
): Promise<string[]> {
  return (await axeViolations(page, scope))
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => `axe ${v.impact} ${v.id} (${v.help}): ${v.targets.join(', ')}`);
}
