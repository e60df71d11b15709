import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/providers/theme.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { call } from '../../../shared/rpc/call.ts';
import { hydrateFromStorage, useAppStore } from '../../../shared/store/app-store.ts';
import { AccountUnlockPage } from './account-unlock-page.tsx';

vi.mock('../../../shared/rpc/call.ts', () => ({ call: vi.fn() }));
const called = vi.mocked(call);

const show = (path: string) =>
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[path]}>
            <AccountUnlockPage />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );

beforeEach(() => {
  localStorage.clear();
  hydrateFromStorage();
  called.mockReset();
});
afterEach(cleanup);

describe('/account-unlock', () => {
  it('redeems the link only on a click, then offers the way to log in (tr)', async () => {
    called.mockResolvedValue({ result: true, data: null, message: 'ok' });
    await i18n.changeLanguage('tr');
    show('/account-unlock?token=abc');
    expect(called).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Yavaşlatmayı kaldır' }));
    expect(
      await screen.findByText(
        'Hesabınızdaki giriş yavaşlatması kaldırıldı, şimdi giriş yapabilirsiniz',
      ),
    ).toBeTruthy();
    expect(called).toHaveBeenCalledWith('user', 'unlock_account', { token: 'abc' });
    expect(screen.getByTestId('unlock-result').dataset.outcome).toBe('unlocked');
  });

  it('tells a link used already in the player’s language (en)', async () => {
    called.mockResolvedValue({
      result: false,
      data: null,
      message: 'whatever the server said',
      code: 422,
      debug: 'unlock_link_used',
    });
    useAppStore.setState({ userLanguage: 'en' });
    await i18n.changeLanguage('en');
    show('/account-unlock?token=abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Lift the slowdown' }));
    expect(await screen.findByText('The slowdown could not be lifted')).toBeTruthy();
    expect(
      screen.getByText(
        'This link has already been used. If sign-in is slowed down again, we will email you a new link.',
      ),
    ).toBeTruthy();
  });

  it('says so when the link has no token', async () => {
    await i18n.changeLanguage('en');
    show('/account-unlock');
    expect(
      await screen.findByText('The link is missing or broken. Please use the link in your email.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
