import type { Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * The screen as it is on a phone and on a desktop, saved as `<name>-<size>-<lang>.png` in
 * CASHIER_SHOTS_DIR, only when that is set (an engineer looking at the screens; CI takes none).
 */
export async function screenshotsAt(page: Page, name: string, lang: string): Promise<void> {
  const dir = process.env.CASHIER_SHOTS_DIR;
  if (!dir) return;
  const before = page.viewportSize();
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${dir}/${name}-${size}-${lang}.png` });
  }
  if (before) await page.setViewportSize(before);
}
