import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/providers/theme.ts';
import { i18n } from '../i18n/i18n.ts';
import { formatMoney } from '../lib/format.ts';
import { callData } from '../rpc/call.ts';
import { hydrateFromStorage, useAppStore } from '../store/app-store.ts';
import { SlipBonusNote } from './slip-bonus-note.tsx';

vi.mock('../rpc/call.ts', () => ({ call: vi.fn(), callData: vi.fn() }));
const terms = vi.mocked(callData);

const welcome = { name: '%50 Hoş Geldin Bonusu', contribution: 0, maxBet: 10_000 };

async function show(lang: 'tr' | 'en', totalStake: number, signedIn = true) {
  useAppStore.setState({
    userLanguage: lang,
    userSession: signedIn ? { uid: 7, uip: '10.0.0.7', gmt: '+03:00', lang } : null,
  });
  await i18n.changeLanguage(lang);
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <SlipBonusNote
            totalStake={totalStake}
            money={(amount) => formatMoney(amount, 'TRY', lang)}
          />
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  hydrateFromStorage();
  terms.mockReset();
});
afterEach(cleanup);

describe('the bet slip tells what a coupon does for the wagering bonus before it is placed', () => {
  it('says a coupon counts nothing toward the bonus (tr)', async () => {
    terms.mockResolvedValue({ bonus: welcome } as never);
    await show('tr', 5_000);
    expect((await screen.findByTestId('bet-slip-bonus-note')).textContent).toBe(
      'Spor kuponları “%50 Hoş Geldin Bonusu” çevrimine sayılmaz (%0).',
    );
    expect(terms).toHaveBeenCalledWith('sportsbook', 'stake_terms', {}, expect.anything());
  });

  it('says a stake over the bonus’s largest bet will be refused, with the limit (en)', async () => {
    terms.mockResolvedValue({ bonus: { ...welcome, name: '50% Welcome Bonus' } } as never);
    await show('en', 15_000);
    expect((await screen.findByTestId('bet-slip-bonus-note')).textContent).toBe(
      `This coupon is refused while “50% Welcome Bonus” is being wagered: the maximum is ${formatMoney(10_000, 'TRY', 'en')}.`,
    );
  });

  it('says nothing without a wagering bonus, and asks nothing of a guest', async () => {
    terms.mockResolvedValue({ bonus: null } as never);
    await show('tr', 5_000);
    await vi.waitFor(() => expect(terms).toHaveBeenCalled());
    expect(screen.queryByTestId('bet-slip-bonus-note')).toBeNull();
    cleanup();
    terms.mockClear();
    await show('tr', 5_000, false);
    expect(terms).not.toHaveBeenCalled();
    expect(screen.queryByTestId('bet-slip-bonus-note')).toBeNull();
  });
});
