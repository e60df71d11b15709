import type { CashMethod } from '@lale/contract/methods/finance';
import type { DepositRoom } from '@lale/contract/responsible-gaming/limits';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/providers/theme.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { call, callData } from '../../../shared/rpc/call.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { DepositForm } from './deposit-form.tsx';

vi.mock('../../../shared/rpc/call.ts', () => ({ call: vi.fn(), callData: vi.fn() }));
const called = vi.mocked(call);
const read = vi.mocked(callData);

/** A bank transfer from 50 TL to 5,000 TL with the bank's quick amounts. */
const method: CashMethod = {
  methodID: 101,
  name: 'Havale',
  type: 1,
  transfer_type_id: 1,
  minAmount: 5_000,
  maxAmount: 500_000,
  bankcode: 'ziraat',
  fields: [],
  isFavorite: 0,
  properties: { isFavorite: 0, logo: '', group: '' },
};
const PRESETS = [2_000, 10_000, 25_000, 50_000, 100_000, 1_000_000];
// Monday 00:00 in Istanbul.
const RESETS = '2026-11-29T21:00:00.000Z';

function server(room: DepositRoom | null) {
  read.mockImplementation(
    async (_class, name) => (name === 'getDepositAmounts' ? { amounts: PRESETS } : room) as never,
  );
}
const dailyRoom = (remaining: number): DepositRoom => ({
  remaining,
  limit: {
    kind: 'deposit',
    period: 'day',
    amount: 100_000,
    used: 100_000 - remaining,
    resetsAt: RESETS,
  },
});

const show = () =>
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <DepositForm method={method} />
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );

const chips = async () => {
  await screen.findAllByTestId('deposit-amount-preset');
  return screen.getAllByTestId('deposit-amount-preset').map((chip) => chip.textContent);
};

async function speak(lang: 'tr' | 'en') {
  useAppStore.setState({ userLanguage: lang });
  await i18n.changeLanguage(lang);
}

beforeEach(async () => {
  called.mockReset();
  read.mockReset();
  await speak('tr');
});
afterEach(cleanup);

describe('the deposit form under a deposit limit', () => {
  it('offers no quick amount above the room left or the method’s range, and says the room', async () => {
    server(dailyRoom(30_000));
    show();
    await waitFor(async () => expect(await chips()).toEqual(['₺100,00', '₺250,00']));
    expect(screen.getByText(/Kalan günlük yatırım limitiniz: ₺300,00/).textContent).toContain(
      '30.11.2026 00:00 tarihinde yenilenir',
    );
  });

  it('without a limit offers the method’s range only; with none left says when it resets', async () => {
    server(null);
    show();
    await waitFor(async () =>
      expect(await chips()).toEqual(['₺100,00', '₺250,00', '₺500,00', '₺1.000,00']),
    );
    cleanup();
    await speak('en');
    server(dailyRoom(0));
    show();
    expect(
      await screen.findByText(
        'Nothing is left of your daily deposit limit; it resets on 30/11/2026, 00:00.',
      ),
    ).toBeTruthy();
    expect(screen.queryAllByTestId('deposit-amount-preset')).toHaveLength(0);
  });

  it('keeps the refusal beside the button until the amount changes or it is dismissed', async () => {
    server(null);
    const refused = 'Bu yatırım günlük yatırım limitinizi (₺500,00) aşıyor.';
    called.mockResolvedValue({ result: false, message: refused, code: 403 } as never);
    show();
    const form = screen.getByTestId('deposit-form');
    const send = (amount: string) => {
      fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: amount } });
      fireEvent.click(screen.getByTestId('deposit-submit'));
    };
    send('750');
    expect((await within(form).findByTestId('form-refusal')).textContent).toContain(refused);
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '400' } });
    expect(within(form).queryByTestId('form-refusal')).toBeNull();

    send('750');
    const alert = await within(form).findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Kapat' }));
    expect(within(form).queryByTestId('form-refusal')).toBeNull();
  });
});
