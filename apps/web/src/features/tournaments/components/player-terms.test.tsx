import type { TournamentDetail } from '@lale/contract/tournaments';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/providers/theme.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { call } from '../../../shared/rpc/call.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { MyEntry } from './my-entry.tsx';
import { QualifyingGames } from './qualifying-games.tsx';

vi.mock('../../../shared/rpc/call.ts', () => ({ call: vi.fn(), callData: vi.fn() }));

/** The weekly slot tournament as a player who played 12 rounds at 0.20 TL sees it. */
const tournament: TournamentDetail = {
  id: 3,
  title: 'Haftalık Slot Turnuvası',
  summary: '',
  body: '',
  image: '',
  prizePool: 25_000_000,
  currency: 'TRY',
  Start_date: '2026-12-01T00:00:00Z',
  End_date: '2026-12-08T00:00:00Z',
  state: 'active',
  rules: {
    scoring: 'biggest_multiplier',
    categoryId: 96,
    gameIds: [],
    minStake: 100,
    prizes: [10_000_000, 6_000_000],
    paused: false,
    settledAt: null,
  },
  participants: 1,
  leaderboard: [{ rank: 1, player: 'p***1', score: 0, prize: 0 }],
  me: {
    rank: 1,
    score: 0,
    rounds: 0,
    belowMinimum: 12,
    joinedAt: '2026-12-02T00:00:00Z',
    prize: 0,
  },
  games: [
    { id: 11, name: 'Sultan Fruits', provider: 'Lale Studio' },
    { id: 12, name: 'Tulip Gems', provider: 'Lale Studio' },
  ],
  gamesTotal: 2,
  joinable: false,
  serverTime: '2026-12-03T00:00:00Z',
};

async function show(lang: 'tr' | 'en', shown: TournamentDetail = tournament) {
  useAppStore.setState({ userLanguage: lang });
  await i18n.changeLanguage(lang);
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <MyEntry tournament={shown} />
            <QualifyingGames tournament={shown} />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
const text = (testId: string) => screen.getByTestId(testId).textContent;
// 1 TL as the page writes it (the runtime's ICU decides ₺1,00 or TRY 1.00).
const oneLira = (lang: 'tr' | 'en') => formatMoney(100, 'TRY', lang);

afterEach(cleanup);

describe("a tournament's page in the player's terms", () => {
  it('names the games (each opening from the tournament), the minimum, and what did not count, in Turkish', async () => {
    await show('tr');
    const links = screen.getAllByTestId('tournament-game');
    expect(links.map((link) => link.textContent)).toEqual(['Sultan Fruits', 'Tulip Gems']);
    expect(links[0]?.getAttribute('href')).toBe('/play/casino/11/Lale%20Studio?tournament=3');
    expect(text('tournament-min-stake')).toContain(`en az ${oneLira('tr')}`);
    expect(text('tournament-my-rounds')).toBe('0');
    expect(screen.getByText('Sayılan tur')).toBeTruthy();
    expect(text('tournament-below-minimum')).toBe(
      `Sayılmayan tur: 12. Bahis ${oneLira('tr')} altındaydı.`,
    );
    // First place at a score of 0 is offered no prize.
    expect(screen.queryByText(/100\.000/)).toBeNull();
  });

  it('says the same in English', async () => {
    await show('en');
    expect(text('tournament-min-stake')).toContain(`at least ${oneLira('en')}`);
    expect(text('tournament-below-minimum')).toBe(
      `Rounds not counted: 12. The stake was below ${oneLira('en')}.`,
    );
    expect(screen.getByText('Games that count (2 games)')).toBeTruthy();
  });

  it('keeps a refused entry beside the join button, in English', async () => {
    vi.mocked(call).mockResolvedValue({
      result: false,
      data: null,
      message: 'This tournament cannot be joined now',
      code: 403,
      debug: 'tournament_closed',
    });
    await show('en', { ...tournament, me: null, joinable: true });
    fireEvent.click(screen.getByTestId('tournament-join'));
    expect((await screen.findByTestId('form-refusal')).textContent).toContain(
      'This tournament cannot be joined now',
    );
  });
});
