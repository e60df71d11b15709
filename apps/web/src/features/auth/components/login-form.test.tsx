import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/providers/theme.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { call } from '../../../shared/rpc/call.ts';
import { closeSupport, useSupportOpen } from '../../../shared/support/support-launcher.ts';
import { LoginForm } from './login-form.tsx';

vi.mock('../../../shared/rpc/call.ts', () => ({ call: vi.fn() }));
const called = vi.mocked(call);

const REFUSED = 'Mola verdiniz: hesabınız 30.11.2026 00:00 tarihine kadar kullanıma kapalıdır.';

/** Stands for the support widget every page mounts. */
function SupportState() {
  return <output data-testid="support-state">{useSupportOpen() ? 'open' : 'closed'}</output>;
}

const show = () =>
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <LoginForm onLoggedIn={() => undefined} />
            <SupportState />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );

const logIn = () => {
  fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'ayse' } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Parola123' } });
  fireEvent.click(screen.getByTestId('login-submit'));
};

beforeEach(async () => {
  called.mockReset();
  closeSupport();
  await i18n.changeLanguage('tr');
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('a login refused during a break', () => {
  it('tells why beside the button and keeps telling it, long after a toast would be gone', async () => {
    called.mockResolvedValue({
      result: false,
      code: 403,
      debug: 'rg_timeout_active',
      message: REFUSED,
      data: { endsAt: '2026-11-29T21:00:00.000Z' },
    } as never);
    show();
    logIn();
    const refusal = await screen.findByTestId('form-refusal');
    expect(refusal.textContent).toContain(REFUSED);
    expect(refusal.getAttribute('role')).toBe('alert');

    vi.useFakeTimers();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('form-refusal').textContent).toContain(REFUSED);
    vi.useRealTimers();

    // Signing in being refused, live support is the way to ask, from the refusal itself.
    const support = screen.getByTestId('login-refusal-support');
    expect(support.textContent).toBe('Canlı desteğe yazın');
    fireEvent.click(support);
    expect(screen.getByTestId('support-state').textContent).toBe('open');

    // Typing again is the player's answer to it.
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Parola1234' } });
    expect(screen.queryByTestId('form-refusal')).toBeNull();
  });
});

describe('a login refused for a wrong password', () => {
  it('says so in English, with no support link: the player can try again', async () => {
    await i18n.changeLanguage('en');
    called.mockResolvedValue({
      result: false,
      code: 401,
      debug: 'login_failed',
      message: 'Login failed',
      data: null,
    } as never);
    show();
    logIn();
    expect((await screen.findByTestId('form-refusal')).textContent).toBe('Login failed');
    expect(screen.queryByTestId('login-refusal-support')).toBeNull();
  });
});
