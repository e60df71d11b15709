import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/providers/theme.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { call } from '../../../shared/rpc/call.ts';
import { hydrateFromStorage } from '../../../shared/store/app-store.ts';
import { LoginPage } from './login-page.tsx';

vi.mock('../../../shared/rpc/call.ts', () => ({ call: vi.fn() }));
const called = vi.mocked(call);

const EXPIRED = 'Giriş denemenizin süresi doldu, lütfen yeniden giriş yapın';
const TOO_SOON = 'Yeni kod için biraz bekleyin';

/** The password step answers with an SMS challenge; then `then` answers the next call. */
function serverAnswers(then: unknown) {
  called.mockImplementation(async (_className, method) => {
    if (method === 'login')
      return {
        result: true,
        message: '',
        data: { twoFactor: 'sms', challenge: 'c-1' },
      } as never;
    return then as never;
  });
}

async function reachCodeStep() {
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <LoginPage />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'ayse' } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Parola123' } });
  fireEvent.click(screen.getByTestId('login-submit'));
  await screen.findByTestId('second-factor-step');
}

beforeEach(async () => {
  localStorage.clear();
  hydrateFromStorage();
  called.mockReset();
  await i18n.changeLanguage('tr');
});
afterEach(cleanup);

describe('the code step of a login (tr)', () => {
  it('sends the player back to the password with the reason when the login expired, and keeps it said', async () => {
    serverAnswers({
      result: false,
      code: 401,
      debug: 'login_challenge_expired',
      message: EXPIRED,
      data: null,
    });
    await reachCodeStep();
    // The six boxes, one digit each, as the player types them.
    const boxes = screen.getByTestId('login-code').querySelectorAll('input');
    '123456'
      .split('')
      .forEach((digit, i) => fireEvent.change(boxes[i]!, { target: { value: digit } }));
    fireEvent.click(screen.getByTestId('login-code-submit'));
    const notice = await screen.findByTestId('login-notice');
    expect(notice.textContent).toContain(EXPIRED);
    expect(notice.getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('login-username')).toBeTruthy();
  });

  it('keeps a refused resend under the buttons', async () => {
    serverAnswers({
      result: false,
      code: 429,
      debug: 'rate_limited',
      message: TOO_SOON,
      data: null,
    });
    await reachCodeStep();
    fireEvent.click(screen.getByTestId('login-code-resend'));
    expect((await screen.findByTestId('form-refusal')).textContent).toContain(TOO_SOON);
    expect(screen.getByTestId('second-factor-step')).toBeTruthy();
  });
});
