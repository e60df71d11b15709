import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { Lang } from '../lobby/lobby.ts';

/** The texts these journeys look for, in both languages. */
export const TEXTS = {
  tr: {
    limitSaved: 'Limitiniz kaydedildi',
    raisePending: 'Limit artışı veya kaldırılması 24 saat sonra onayınızla geçerli olur',
    wait: '24 saat sonra onayınızla geçerli olur',
    depositRefused: (resetsAt: string) =>
      `Bu yatırım günlük yatırım limitinizi (₺500,00) aşıyor. Limitiniz ${resetsAt} tarihinde yenilenir.`,
    resets: /(\d{1,2}\.\d{1,2}\.\d{4} \d{2}:\d{2}) tarihinde yenilenir/,
    every15: 'Her 15 dakikada bir',
    reminderSaved: 'Hatırlatma aralığınız kaydedildi',
    selfExclusion: 'Kendini oyundan uzaklaştırma',
    breakStarted: 'Molanız başladı; tüm oturumlarınız kapatıldı',
    excludedLogin: 'Kendinizi oyundan uzaklaştırdınız: hesabınız',
    breakNotice: [
      '6 ay süreyle kendinizi oyundan uzaklaştırmak üzeresiniz',
      'tarihinde (Türkiye saati) biter',
      'giriş yapamaz, oyun oynayamaz, bahis yapamaz ve para yatıramazsınız',
      'bu sürede para çekemezsiniz',
      'ne siz ne de destek ekibimiz kaldırabilir',
    ],
    breakConfirm: 'Kendimi uzaklaştır (6 ay)',
  },
  en: {
    limitSaved: 'Your limit was saved',
    raisePending: 'Raising or removing a limit takes effect after 24 hours, once you confirm it',
    wait: 'Takes effect after 24 hours, once you confirm it',
    // English money has a no-break space after the currency code (Intl).
    depositRefused: (resetsAt: string) =>
      `This deposit would exceed your daily deposit limit (TRY\u00a0500.00). Your limit resets on ${resetsAt}.`,
    resets: /Resets on (\d{1,2}\/\d{1,2}\/\d{4}, \d{2}:\d{2})/,
    every15: 'Every 15 minutes',
    reminderSaved: 'Your reminder interval was saved',
    selfExclusion: 'Self-exclusion',
    breakStarted: 'Your break has started; all your sessions were ended',
    excludedLogin: 'You have excluded yourself from play: your account is closed until',
    breakNotice: [
      'You are about to exclude yourself from play for 6 months',
      '(Turkey time)',
      'you cannot sign in, play, bet or deposit',
      'you cannot withdraw during it',
      'neither you nor our support team can lift it',
    ],
    breakConfirm: 'Exclude myself (6 months)',
  },
} satisfies Record<
  Lang,
  Record<string, string | string[] | RegExp | ((resetsAt: string) => string)>
>;

export async function openResponsibleGaming(page: Page): Promise<void> {
  await page.goto('/profile?tab=responsible-gaming');
  await expect(page.getByTestId('rg-panel')).toBeVisible();
}

/** One limit's row, e.g. the daily deposit limit. */
export const limitRow = (page: Page, kind: string, period: string): Locator =>
  page.getByTestId(`rg-limit-${kind}-${period}`);

/** Sets or changes a limit through its row's form, typing lira (or minutes). */
export async function setLimit(row: Locator, amount: string): Promise<void> {
  await row.getByTestId('rg-limit-edit').click();
  await row.getByTestId('rg-limit-input').fill(amount);
  await row.getByTestId('rg-limit-save').click();
}
