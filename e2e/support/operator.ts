import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { base32Decode, totpAt } from './totp.ts';

/**
 * Back-office operators in the browser tests: every operator signs in with a password and its
 * authenticator's 6-digit code (README's demo section prints the demo admin's secret).
 */
export interface OperatorLogin {
  username: string;
  password: string;
  /** Base32; absent for an operator signing in for the first time (it enrols then). */
  totpSecret?: string;
  /**
   * For a temporary password (a new operator's, or one an admin reset): the password chosen
   * at the change step the sign-in then asks for; by default the temporary one with `Aa1` on.
   */
  newPassword?: string;
}

export const DEMO_ADMIN = {
  username: 'admin',
  password: 'Admin1234',
  totpSecret: 'LALEBACKOFFICEDEMOADMINTOTPKEY23',
} as const satisfies OperatorLogin;

export const OFFICE_HEADERS = { panel: 'backoffice' } as const;

/** The code an authenticator app shows now for `secret`. */
export function operatorCode(secret: string): string {
  return totpAt(base32Decode(secret), Date.now() / 1000);
}

/**
 * Signs an operator in on /backoffice: name and password, then the code (after enrolling
 * the secret the page shows, if the operator has none yet), then, for a temporary password,
 * a new one. Returns the secret used.
 */
export async function signInOperator(
  page: Page,
  login: OperatorLogin = DEMO_ADMIN,
): Promise<string> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/backoffice'))
    await page.goto('/backoffice');
  await page.getByTestId('operator-username').fill(login.username);
  await page.getByTestId('operator-password').fill(login.password);
  await page.getByTestId('operator-submit').click();
  const code = page.getByTestId('operator-code');
  await expect(code).toBeVisible();
  let secret = login.totpSecret;
  if (!secret) {
    await expect(page.getByTestId('operator-totp-qr')).toBeVisible();
    secret = (await page.getByTestId('operator-totp-secret').innerText()).trim();
  }
  await code.locator('input').first().fill(operatorCode(secret));
  await page.getByTestId('operator-submit').click();
  const office = page.getByTestId('page-backoffice');
  const change = page.getByTestId('operator-password-change');
  await expect(office.or(change)).toBeVisible();
  if (await change.isVisible()) await changeTemporaryPassword(page, login);
  await expect(office).toBeVisible();
  return secret;
}

/** The step after the code for a temporary password: it, then the new one twice. */
export async function changeTemporaryPassword(page: Page, login: OperatorLogin): Promise<void> {
  const next = login.newPassword ?? `${login.password}Aa1`;
  await page.getByTestId('operator-password-current').fill(login.password);
  await page.getByTestId('operator-password-new').fill(next);
  await page.getByTestId('operator-password-confirm').fill(next);
  await page.getByTestId('operator-password-submit').click();
}

/** Signs an operator in through the API on `request` (its cookie stays in that context). */
export async function signInOperatorApi(
  request: APIRequestContext,
  login: OperatorLogin = DEMO_ADMIN,
): Promise<void> {
  if (!login.totpSecret) throw new Error(`${login.username}: an API sign-in needs the secret`);
  const response = await request.post('/backoffice/api/v1/login', {
    headers: OFFICE_HEADERS,
    data: {
      username: login.username,
      password: login.password,
      code: operatorCode(login.totpSecret),
    },
  });
  const body = (await response.json()) as { result: boolean; message: string };
  expect(body.result, body.message).toBe(true);
}

/** Opens a section through the burger menu, as an operator on a phone does. */
export async function openSectionOnPhone(page: Page, testId: string): Promise<void> {
  await page.getByTestId('bo-nav-burger').click();
  const link = page.getByTestId(testId);
  // Whole on the screen once the drawer has slid in.
  await expect(link).toBeInViewport({ ratio: 1 });
  await link.click();
  await expect(page.getByTestId('bo-nav-drawer')).toBeHidden();
}
