/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA, and Deque's best practices (landmarks, headings, names). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits until the page's own content stands (its root, and no loader or skeleton left), so
 * axe reads what a player reads rather than a placeholder. A page that waits by design (the
 * maintenance pages) keeps its loader.
 */
export async function waitForContent(
  page: Page,
  testId: string,
  { waits = false } = {},
): Promise<void> {
  // Half a test's time (15 s, twice that in CI): a loaded machine is slow, not broken.
  const timeout = test.info().project.timeout / 2;
  await expect(page.getByTestId(testId).first()).toBeVisible({ timeout });
  if (waits) return;
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
      { message: 'the page stops loading', timeout },
    )
    .toBe(0);
}

/** Elements named per violation in a report; the count says how many more there are. */
const SHOWN_TARGETS = 3;

/**
 * axe on the whole page, frames included: one line per serious or critical violation (rule,
 * impact, how many elements, the first ones' selectors, what is wrong with the first) and per
 * frame it could not check, empty when there is none.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations are worked out in full: passes and incomplete results cost most of the time.
  // Legacy mode runs axe once over the page and its same-origin frames (a game's frame is one)
  // instead of once per frame and again in a blank page to merge: a third to a fifth of the
  // time on a large page. It cannot reach a cross-origin frame, which is reported instead.
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const origin = new URL(page.url()).origin;
  const unchecked = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin)
    .map((url) => `a frame from another origin, which axe did not check: ${url}`);
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const { nodes } = violation;
      const targets = nodes
        .slice(0, SHOWN_TARGETS)
        .map((node) => node.target.map(String).join(' >>> '));
      const more = nodes.length > SHOWN_TARGETS ? ` and ${nodes.length - SHOWN_TARGETS} more` : '';
      const first = nodes[0];
      const why = first ? [...first.any, ...first.all, ...first.none].map((c) => c.message) : [];
      return (
        `${violation.id} (${violation.impact}) on ${nodes.length} element(s): ` +
        `${targets.join(' | ')}${more}: ${why.join('; ') || violation.help}`
      );
    })
    .concat(unchecked);
}
