import type { Lang } from '@lale/contract/languages';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/providers/theme.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { callData } from '../../../shared/rpc/call.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { HomeNotices } from './home-notices.tsx';

vi.mock('../../../shared/rpc/call.ts', () => ({ call: vi.fn(), callData: vi.fn() }));
const server = vi.mocked(callData);

const TEXTS = {
  tr: { welcome: 'Hoş geldiniz!', newYear: 'Yeni Yıl', close: 'Kapat' },
  en: { welcome: 'Welcome!', newYear: 'New Year', close: 'Close' },
};

/** The seeded popup (it offers the welcome promotion) and special-date note, as served. */
function serve(lang: Lang) {
  server.mockImplementation((async (_class: string, method: string) => {
    if (method === 'popupInformation')
      return [
        {
          id: 4,
          title: TEXTS[lang].welcome,
          body: '<p>%50</p>',
          image: null,
          Active: 1,
          promotionId: 1,
          link: '/promotions?promotion=1',
        },
      ];
    if (method === 'getSpecialDateInf')
      return [
        {
          id: 2,
          title: TEXTS[lang].newYear,
          body: '<p>…</p>',
          Status: 1,
          Start_date: '2020-01-01T00:00:00Z',
          End_date: '2099-01-01T00:00:00Z',
        },
      ];
    return null;
  }) as never);
}

/** A visit of the home page: a fresh page load, the device's storage kept. */
function visit() {
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <HomeNotices />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const shownTitles = async (count: number) => {
  await waitFor(() => expect(screen.queryAllByTestId('home-notice')).toHaveLength(count));
  return screen.getAllByTestId('home-notice').map((notice) => notice.textContent ?? '');
};
const marked = () => server.mock.calls.filter(([, method]) => method === 'mark_notices_seen');

function onPhone(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

async function inLanguage(lang: Lang) {
  useAppStore.setState({ userLanguage: lang });
  await i18n.changeLanguage(lang);
  serve(lang);
}

beforeEach(() => {
  localStorage.clear();
  server.mockReset();
  useAppStore.setState({ userAuth: null, userSession: null });
  onPhone(false);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the home page messages, once per player', () => {
  it('shows a guest the Turkish messages on the first visit only, remembered on the device', async () => {
    await inLanguage('tr');
    visit();
    const first = await shownTitles(2);
    expect(first.join()).toContain(TEXTS.tr.welcome);
    expect(first.join()).toContain(TEXTS.tr.newYear);
    cleanup();
    visit();
    await waitFor(() => expect(server).toHaveBeenCalledTimes(4));
    expect(screen.queryAllByTestId('home-notice')).toEqual([]);
    expect(marked()).toEqual([]);
  });

  it('tells the server what a signed-in player was shown in English, and shows it once', async () => {
    await inLanguage('en');
    useAppStore.setState({ userAuth: { uid: 7, uip: '{ip}' } });
    visit();
    expect((await shownTitles(2)).join()).toContain(TEXTS.en.welcome);
    await waitFor(() => expect(marked()).toHaveLength(1));
    expect(marked()[0]![2]).toEqual({ popups: [4], specialDates: [2] });
    cleanup();
    visit();
    await waitFor(() => expect(server).toHaveBeenCalledTimes(5));
    expect(screen.queryAllByTestId('home-notice')).toEqual([]);
  });

  it('on a phone shows one compact message at a time, the next once the first is closed', async () => {
    await inLanguage('tr');
    onPhone(true);
    visit();
    expect(await shownTitles(1)).toEqual([expect.stringContaining(TEXTS.tr.newYear)]);
    fireEvent.click(screen.getByRole('button', { name: TEXTS.tr.close }));
    expect(await shownTitles(1)).toEqual([expect.stringContaining(TEXTS.tr.welcome)]);
    fireEvent.click(screen.getByRole('button', { name: TEXTS.tr.close }));
    await waitFor(() => expect(screen.queryAllByTestId('home-notice')).toEqual([]));
    cleanup();
    visit();
    await waitFor(() => expect(server).toHaveBeenCalledTimes(4));
    expect(screen.queryAllByTestId('home-notice')).toEqual([]);
  });
});
