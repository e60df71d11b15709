import type { Lang } from '@lale/contract/languages';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { useUnseenNotifications } from '../../../shared/notifications/use-unseen-count.ts';
import { theme } from '../../providers/theme.ts';
import { NotificationBell } from './notification-bell.tsx';

vi.mock('../../../shared/notifications/use-unseen-count.ts', () => ({
  useUnseenNotifications: vi.fn(),
}));

async function showBell(lang: Lang, unseen: number) {
  vi.mocked(useUnseenNotifications).mockReturnValue(unseen);
  await i18n.changeLanguage(lang);
  render(
    <MantineProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <NotificationBell />
        </MemoryRouter>
      </I18nextProvider>
    </MantineProvider>,
  );
  return screen.getByTestId('header-notifications');
}

afterEach(cleanup);

describe("the header's bell", () => {
  it.each([
    ['tr', 3, '3 okunmamış bildirim'],
    ['en', 3, '3 unread notifications'],
    ['en', 1, '1 unread notification'],
  ] as const)('in %s with %i unread says so in its name', async (lang, unseen, name) => {
    const bell = await showBell(lang, unseen);
    expect(bell.getAttribute('aria-label')).toBe(name);
    // The badge on the bell shows the figure, which a screen reader does not read out alone.
    const badge = screen.getByTestId('header-notification-count');
    expect(badge.textContent).toBe(String(unseen));
    expect(badge.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows no badge with nothing unread, and is named Notifications', async () => {
    const bell = await showBell('tr', 0);
    expect(bell.getAttribute('aria-label')).toBe('Bildirimler');
    expect(screen.queryByTestId('header-notification-count')).toBeNull();
  });

  it('caps the figure at 99+', async () => {
    await showBell('en', 140);
    expect(screen.getByTestId('header-notification-count').textContent).toBe('99+');
  });
});
