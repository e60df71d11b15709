import type { Game, LiveTable } from '@lale/contract/methods/casino';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { hydrateFromStorage, useAppStore } from '../store/app-store.ts';
import { LiveCard, SlotCard } from './catalogue-cards.tsx';
import { GameGrid } from './game-grid.tsx';

const game: Game = {
  gameID: 12,
  name: 'Şeker Patlaması',
  providerID: 1,
  providerName: 'Lale Studio',
  type: 'slot',
  thumbnail: '/media/thumbs/12.svg',
  rtp: 9602,
  volatility: 'high',
  minBet: 100,
  maxBet: 50_000,
  flags: ['new', 'jackpot'],
  isFavorite: true,
};

const table: LiveTable = {
  tableID: 7,
  name: 'Rulet 1',
  providerID: 2,
  providerName: 'Lale Live',
  categoryID: 1,
  type: 'roulette',
  thumbnail: '/media/tables/7.svg',
  minBet: 100,
  maxBet: 100_000,
  openHours: '10:00-02:00',
  isOpen: false,
  isFavorite: false,
  maintenance: false,
  players: 0,
  lastResults: [],
};

const show = (node: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <GameGrid>{node}</GameGrid>
      </MemoryRouter>
    </I18nextProvider>,
  );

beforeEach(() => {
  localStorage.clear();
  hydrateFromStorage();
});
afterEach(cleanup);

describe('game cards', () => {
  it('link to the play page with sized, lazy artwork, the flags and the provider', () => {
    show(<SlotCard game={game} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/play/casino/12/Lale%20Studio');
    expect(link.textContent).toContain('Şeker Patlaması');
    expect(link.textContent).toContain('Lale Studio');
    const image = link.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('decoding')).toBe('async');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['300', '400']);
    expect(screen.getByText('Yeni')).toBeTruthy();
    expect(screen.getByText('Jackpot')).toBeTruthy();
  });

  it('load the first row at once', () => {
    show(<SlotCard game={game} eager />);
    expect(screen.getByRole('link').querySelector('img')?.getAttribute('loading')).toBe('eager');
  });

  it("fill the heart only for a signed-in player's favourite", () => {
    show(<SlotCard game={game} />);
    const heart = screen.getByTestId('favorite-toggle');
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    cleanup();
    useAppStore.setState({ userAuth: { uid: 7, uip: '10.0.0.1' } });
    show(<SlotCard game={game} />);
    expect(screen.getByTestId('favorite-toggle').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('favorite-toggle').getAttribute('aria-label')).toBe(
      'Şeker Patlaması: favorilerden çıkar',
    );
  });

  it('mark a closed live table with its hours', () => {
    show(<LiveCard table={table} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/play/live/7/Lale%20Live');
    expect(screen.getByText('Kapalı · 10:00-02:00')).toBeTruthy();
  });

  it('mark a live table under maintenance as such instead of its hours', () => {
    show(<LiveCard table={{ ...table, maintenance: true }} />);
    expect(screen.getByText('Bakımda')).toBeTruthy();
    expect(screen.queryByText('Kapalı · 10:00-02:00')).toBeNull();
  });
});
