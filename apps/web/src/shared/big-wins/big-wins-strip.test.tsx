import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/providers/theme.ts';
import { i18n } from '../i18n/i18n.ts';
import { resetLiveClient } from '../live/live-connection.ts';
import { stubWebSocket } from '../live/test-socket.ts';
import { hydrateFromStorage } from '../store/app-store.ts';
import { BigWinsStrip } from './big-wins-strip.tsx';
import { resetBigWins } from './use-big-wins.ts';

const show = () =>
  render(
    <MantineProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <BigWinsStrip />
        </MemoryRouter>
      </I18nextProvider>
    </MantineProvider>,
  );

const win = {
  type: 'bigwin',
  player: 'de***',
  gameId: 'zeplin',
  gameName: 'Zeplin',
  gameNames: { tr: 'Zeplin', en: 'Zeppelin' },
  multiplierHundredths: 12_550,
  amount: 1_234_567,
  at: Date.UTC(2026, 0, 1, 12, 0),
} as const;

beforeEach(() => {
  localStorage.clear();
  hydrateFromStorage();
  resetBigWins();
});
afterEach(() => {
  cleanup();
  resetLiveClient();
  vi.unstubAllGlobals();
});

describe('the big-wins strip', () => {
  it('says so while nothing is known, then shows the feed as it comes', () => {
    const latest = stubWebSocket();
    show();
    expect(screen.getByTestId('big-wins-empty').textContent).toContain('Büyük kazançlar');
    expect(screen.getByTestId('live-status').textContent).toBe('Bağlanıyor…');
    latest().accept(false);
    expect(latest().sent).toEqual([{ type: 'subscribe', topics: ['feed:big-wins'] }]);
    latest().receive({
      type: 'snapshot',
      topic: 'feed:big-wins',
      seq: 1,
      at: 0,
      payload: { type: 'bigwin.list', wins: [win] },
    });
    expect(screen.getByTestId('live-status').textContent).toBe('Canlı');
    expect(screen.getByTestId('big-win-amount').textContent?.replace(/\s/g, ' ')).toBe(
      '₺12.345,67',
    );
    expect(screen.getByTestId('big-win').textContent).toContain('125,50×');
    expect(screen.getByTestId('big-win').className).not.toMatch(/fresh/);
    latest().receive({
      type: 'event',
      topic: 'feed:big-wins',
      seq: 2,
      at: 0,
      payload: { ...win, amount: 5_000_000, at: win.at + 1 },
    });
    const shown = screen.getAllByTestId('big-win');
    expect(shown).toHaveLength(2);
    expect(shown[0]?.className).toMatch(/fresh/);
  });

  it('renders with no WebSocket at all', () => {
    vi.stubGlobal('WebSocket', undefined);
    show();
    act(() => undefined);
    expect(screen.getByTestId('big-wins-empty')).toBeTruthy();
  });
});
