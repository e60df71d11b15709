/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA, and Deque's best practices (landmarks, headings, names). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits until the page's own content stands (its root, and no loader or skeleton left), so
 * axe reads what a player reads rather than a placeholder.
 */
export async function waitForContent(page: Page, testId: string): Promise<void> {
  await expect(page.getByTestId(testId).first()).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            // Tabs keep their other panels mounted, loaders included, out of sight.
            Array.from(
              document.querySelectorAll(
                '.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"]',
              ),
            ).filter((element) => element.checkVisibility()).length,
        ),
      { message: 'the page stops loading' },
    )
    .toBe(0);
}

/** A readable line per node of each serious or critical violation, for the failure message. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.impact} ${violation.id}: ${node.html.slice(0, 160)} — ${node.failureSummary?.replaceAll('\n', ' ')}`,
    ),
  );
}

/** Runs axe on the whole page (frames included) and fails on any serious or critical finding. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  // Only violations are worked out in full: passes and incomplete results cost most of the time.
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  expect(describe(blocking), `axe on ${page.url()}`).toEqual([]);
}
