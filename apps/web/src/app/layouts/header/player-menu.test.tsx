import type { LoginData } from '@lale/contract/methods/user';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { storeLogin } from '../../../shared/session/session-actions.ts';
import { hydrateFromStorage } from '../../../shared/store/app-store.ts';
import { theme } from '../../providers/theme.ts';
import { PlayerMenu } from './player-menu.tsx';

vi.mock('../../../shared/notifications/use-unseen-count.ts', () => ({
  useUnseenNotifications: () => 0,
}));

const login = (names: Pick<LoginData, 'firstname' | 'lastname'>): LoginData => ({
  uid: 7,
  uip: '10.0.0.1',
  gtm: 'GMT+03:00',
  language: 'tr',
  username: 'ipek90',
  lastlogin: null,
  rid: 1,
  twoFactor: null,
  challenge: null,
  ...names,
});

const showMenu = () =>
  render(
    <MantineProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <PlayerMenu />
        </MemoryRouter>
      </I18nextProvider>
    </MantineProvider>,
  );

beforeEach(async () => {
  localStorage.clear();
  hydrateFromStorage();
  await i18n.changeLanguage('tr');
});
afterEach(cleanup);

describe("the header's avatar right after login", () => {
  it("shows the player's initials from the login itself, before the profile loads", () => {
    storeLogin(login({ firstname: 'ipek', lastname: 'Şahin' }), Date.now());
    showMenu();
    expect(screen.getByTestId('header-avatar').textContent).toBe('İŞ');
  });

  it("falls back to SPEC's R and B only when the names are unknown", () => {
    storeLogin(login({ firstname: null, lastname: null }), Date.now());
    showMenu();
    expect(screen.getByTestId('header-avatar').textContent).toBe('RB');
  });
});
