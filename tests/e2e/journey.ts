/**
 * What every journey imports instead of `@playwright/test` (ESLint holds the journeys to it): the
 * same `test` and `expect`, with a fixture that fails the journey on a console error, an uncaught
 * error or any hydration message in any page of its browser context (ADR 019). React's production
 * build reports a hydration mismatch as a console error (React error #418): a journey that passes
 * through a page that does not hydrate cleanly fails, whatever it checks.
 *
 * The browser's own log of a refused request ("Failed to load resource: the server responded with a
 * status of 401") is not the page's error: the journeys provoke refusals on purpose (a wrong
 * password, an expired session) and check what the page shows. A journey that provokes another
 * message (the browser offline) names it with `test.use({ consoleAllowed: [/…/] })`.
 */
import { test as base, type ConsoleMessage, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';

/** The browser's own line for a request the server refused (4xx): the page shows that refusal. */
const REFUSED_REQUEST = /^Failed to load resource: the server responded with a status of 4\d\d/;

function problemOf(message: ConsoleMessage, allowed: RegExp[]): string | undefined {
  const text = message.text();
  const problem = message.type() === 'error' || /hydrat|Minified React error/i.test(text);
  if (!problem || [REFUSED_REQUEST, ...allowed].some((pattern) => pattern.test(text)))
    return undefined;
  return `${message.type()} on ${message.page()?.url() ?? 'a page'}: ${text}`;
}

export const test = base.extend<{ consoleAllowed: RegExp[]; consoleClean: void }>({
  consoleAllowed: [[], { option: true }],
  consoleClean: [
    async ({ context, consoleAllowed }, use) => {
      const problems: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          const problem = problemOf(message, consoleAllowed);
          if (problem) problems.push(problem);
        });
        page.on('pageerror', (error) =>
          problems.push(`uncaught on ${page.url()}: ${error.message}`),
        );
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      if (problems.length > 0)
        throw new Error(`The console reported:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    },
    { auto: true },
  ],
});
