import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** Types a 6-digit code into a code field (its first box takes all six). */
export async function fillCode(field: Locator, code: string): Promise<void> {
  await field.locator('input').first().fill(code);
}

/** Username (or email) and password on /login; the caller checks what comes next. */
export async function submitLogin(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(login);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

export async function expectSignedIn(page: Page, username: string): Promise<void> {
  await expect(page.getByTestId('header-user')).toContainText(username);
}

/** A player without a second factor signs in and lands home. */
export async function logIn(page: Page, login: string, password: string, username = login) {
  await submitLogin(page, login, password);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page, username);
}

/** Enters the second-factor code of a pending login. */
export async function submitLoginCode(page: Page, code: string): Promise<void> {
  await fillCode(page.getByTestId('login-code'), code);
  await page.getByTestId('login-code-submit').click();
}

export async function logOut(page: Page): Promise<void> {
  await page.getByTestId('header-logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
}

export type ProfileTab = 'account' | 'security' | 'credentials' | 'sessions';

export async function openProfileTab(page: Page, tab: ProfileTab): Promise<void> {
  await page.goto(tab === 'account' ? '/profile' : `/profile?tab=${tab}`);
  await expect(page.getByTestId(`profile-tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
}
