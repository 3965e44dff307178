/**
 * Every Storybook story renders once, its play function passes and axe finds no serious or
 * critical violation; the colour schemes alternate along the index (ADR 004). Generated from storybook-static/index.json: run
 * `npm run build-storybook` first (the Playwright `stories` project serves storybook-static).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const repoRoot = path.resolve(__dirname, '..', '..');
const indexPath = path.join(repoRoot, 'storybook-static', 'index.json');

/**
 * Stories tagged 'skip-test' are excluded only with a reason written here (story id → reason).
 * A tagged story without a reason fails.
 */
const SKIP_REASONS: Record<string, string> = {};

const SCHEMES = ['dark', 'light'] as const;

/**
 * Each story renders once, the schemes alternating along the index, so every component's states
 * are checked in both schemes across its stories at half the cost of rendering each story twice
 * (ADR 004). Stories named after a scheme render in that scheme.
 */
function schemeFor(story: { name: string }, index: number): (typeof SCHEMES)[number] {
  if (/\blight\b/i.test(story.name)) return 'light';
  if (/\bdark\b/i.test(story.name)) return 'dark';
  return SCHEMES[index % 2];
}
const MOBILE_VIEWPORT = { width: 375, height: 812 };
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

function readStories(): IndexEntry[] {
  let raw: string;
  try {
    raw = readFileSync(indexPath, 'utf8');
  } catch {
    throw new Error(
      `${indexPath} is missing: run "npm run build-storybook" before the story tests.`,
    );
  }
  const { entries } = JSON.parse(raw) as { entries: Record<string, IndexEntry> };
  return Object.values(entries).filter((entry) => entry.type === 'story');
}

/** Records the Storybook channel events as soon as the preview creates its channel. */
function recordChannelEvents() {
  type Channel = { on: (event: string, listener: (...args: unknown[]) => void) => void };
  const w = window as unknown as { __sbEvents: { type: string; args: unknown[] }[] };
  w.__sbEvents = [];
  const watched = [
    'storyRendered',
    'storyFinished',
    'storyErrored',
    'storyMissing',
    'storyThrewException',
    'playFunctionThrewException',
    'unhandledErrorsWhilePlaying',
  ];
  let channel: Channel | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: Channel) => {
      channel = value;
      for (const type of watched) {
        value.on(type, (...args: unknown[]) => w.__sbEvents.push({ type, args }));
      }
    },
  });
}

interface StoryOutcome {
  events: { type: string; args: unknown[] }[];
}

async function renderStory(page: Page, id: string, scheme: string): Promise<StoryOutcome> {
  await page.goto(
    `/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=scheme:${scheme};a11y.manual:!true`,
  );
  const terminal = ['storyFinished', 'storyErrored', 'storyMissing', 'storyThrewException'];
  await page.waitForFunction(
    (types) => {
      const w = window as unknown as {
        __sbEvents?: { type: string }[];
        __STORYBOOK_PREVIEW__?: unknown;
      };
      return (
        Boolean(w.__STORYBOOK_PREVIEW__) && (w.__sbEvents ?? []).some((e) => types.includes(e.type))
      );
    },
    terminal,
    { timeout: 20_000 },
  );
  const events = await page.evaluate(
    () => (window as unknown as { __sbEvents: { type: string; args: unknown[] }[] }).__sbEvents,
  );
  return { events };
}

// eslint-disable-next-line no-control-regex
const stripAnsi = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** Readable text of a channel event's payload (serialized errors keep name + message). */
function describeArgs(args: unknown[]): string {
  return args
    .map((arg) => {
      if (arg && typeof arg === 'object') {
        const list = Array.isArray(arg) ? arg : [arg];
        return list
          .map((item) =>
            item && typeof item === 'object' && 'message' in item
              ? `${(item as { name?: string }).name ?? 'Error'}: ${(item as { message: string }).message}`
              : JSON.stringify(item),
          )
          .join('; ');
      }
      return String(arg);
    })
    .map((text) => stripAnsi(text).slice(0, 1500))
    .join(' ');
}

/**
 * MSW's worker checks for an update of itself as it starts (msw's getWorkerInstance calls
 * `registration.update()` and leaves its promise unhandled); on a page reused across stories that
 * check can race the previous story's document going away and reject with "Failed to update a
 * ServiceWorker … Not found". It surfaces as a page error or in Storybook's unhandled errors of
 * the play function: MSW's, not the story's.
 */
const MSW_UPDATE_RACE = /Failed to update a ServiceWorker/;

const isMswUpdateRace = (error: unknown) =>
  Boolean(error && typeof error === 'object' && 'message' in error) &&
  MSW_UPDATE_RACE.test(String((error as { message: unknown }).message));

function storyFailures(outcome: StoryOutcome): string[] {
  const failures: string[] = [];
  for (const event of outcome.events) {
    if (
      [
        'storyErrored',
        'storyMissing',
        'storyThrewException',
        'playFunctionThrewException',
      ].includes(event.type)
    ) {
      failures.push(`${event.type}: ${describeArgs(event.args)}`);
    }
    if (event.type === 'unhandledErrorsWhilePlaying') {
      const [errors, ...rest] = event.args;
      const own = Array.isArray(errors)
        ? errors.filter((error) => !isMswUpdateRace(error))
        : errors;
      if (!Array.isArray(own) || own.length > 0)
        failures.push(`${event.type}: ${describeArgs([own, ...rest])}`);
    }
    if (event.type === 'storyFinished') {
      const [result] = event.args as [
        { status: string; reporters?: { type: string; status: string; result?: unknown }[] },
      ];
      // The a11y addon's report is superseded by the axe run below (serious + critical).
      const failed = (result.reporters ?? []).filter(
        (report) => report.status === 'failed' && report.type !== 'a11y',
      );
      for (const report of failed) {
        failures.push(
          `${report.type} report failed: ${JSON.stringify(report.result).slice(0, 1500)}`,
        );
      }
    }
  }
  return failures;
}

const stories = readStories();

/**
 * One page per worker, reused from story to story: a fresh browser context per story re-installed
 * MSW's service worker every time, which was most of a story's cost. Each story still loads its own
 * iframe document (globals, handlers and the event log start clean).
 */
const test = base.extend<{ storyPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(recordChannelEvents);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ workerPage }, use) => {
    await use(workerPage);
  },
});

test.describe('Storybook stories', () => {
  // One generated test per story: spread them over the configured workers.
  test.describe.configure({ mode: 'parallel' });

  test('the story index is not empty', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  stories.forEach((story, index) => {
    const skipped = story.tags?.includes('skip-test') ?? false;
    test(`${story.title} › ${story.name} [${story.id}]`, async ({ storyPage: page }) => {
      if (skipped) {
        const reason = SKIP_REASONS[story.id];
        expect(
          reason,
          `${story.id} is tagged skip-test without a reason in SKIP_REASONS`,
        ).toBeTruthy();
        test.skip(true, reason);
      }

      const pageErrors: string[] = [];
      const onError = (error: Error) => {
        if (!isMswUpdateRace(error)) pageErrors.push(error.message);
      };
      page.on('pageerror', onError);
      await page.setViewportSize(/mobile/i.test(story.id) ? MOBILE_VIEWPORT : DEFAULT_VIEWPORT);

      const problems: string[] = [];
      const scheme = schemeFor(story, index);
      const outcome = await renderStory(page, story.id, scheme);
      problems.push(...storyFailures(outcome).map((failure) => `[${scheme}] ${failure}`));
      for (const violation of await seriousViolations(page, 'story')) {
        problems.push(`[${scheme}] ${violation}`);
      }
      page.off('pageerror', onError);
      problems.push(...pageErrors.map((message) => `page error: ${message}`));

      expect(problems, `Story ${story.id} failed:\n${problems.join('\n')}`).toEqual([]);
    });
  });
});
