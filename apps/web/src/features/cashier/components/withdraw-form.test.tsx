import type { CashMethod } from '@lale/contract/methods/finance';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/providers/theme.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { call, callData } from '../../../shared/rpc/call.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { WithdrawForm } from './withdraw-form.tsx';

vi.mock('../../../shared/rpc/call.ts', () => ({ call: vi.fn(), callData: vi.fn() }));
const called = vi.mocked(call);
const read = vi.mocked(callData);

/** A prepaid withdrawal: the amount is all it asks. */
const method: CashMethod = {
  methodID: 41,
  name: 'Papara',
  type: 2,
  transfer_type_id: 4,
  minAmount: 5_000,
  maxAmount: 5_000_000,
  bankcode: null,
  fields: [],
  isFavorite: 0,
  properties: { isFavorite: 0, logo: '', group: '' },
};

/** The player's bonuses: a wagering welcome bonus holding 250 TL that a withdrawal cancels. */
function bonuses(forfeitOnWithdrawal: boolean) {
  read.mockImplementation(async (_class, name) =>
    name === 'list_bonuses'
      ? ({
          active: [{ name: 'Welcome 50%', status: 'wagering', forfeitOnWithdrawal }],
          bonusBalance: 25_000,
        } as never)
      : ([] as never),
  );
}

const show = () =>
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <WithdrawForm method={method} />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );

const ask = (amount: string) => {
  fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: amount } });
  fireEvent.click(screen.getByTestId('withdraw-submit'));
};

beforeEach(async () => {
  called.mockReset();
  read.mockReset();
  useAppStore.setState({ userLanguage: 'en' });
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('a withdrawal that would cancel the wagering bonus', () => {
  it('says so beside the button, asks once, and keeping the bonus sends nothing', async () => {
    bonuses(true);
    show();
    expect((await screen.findByTestId('withdraw-forfeit-notice')).textContent).toContain(
      'Welcome 50%',
    );
    ask('100');
    const dialog = await screen.findByTestId('withdraw-forfeit-body');
    expect(dialog.textContent).toContain('Welcome 50%');
    expect(dialog.textContent).toMatch(/250[.,]00/);
    fireEvent.click(screen.getByTestId('withdraw-forfeit-keep'));
    await waitFor(() => expect(screen.queryByTestId('withdraw-forfeit-body')).toBeNull());
    expect(called).not.toHaveBeenCalled();
  });

  it('is sent with the forfeit accepted only after the player confirms', async () => {
    bonuses(true);
    called.mockResolvedValue({ result: true, data: null, message: 'Request received' });
    show();
    await screen.findByTestId('withdraw-forfeit-notice');
    ask('100');
    fireEvent.click(await screen.findByTestId('withdraw-forfeit-confirm'));
    await waitFor(() =>
      expect(called).toHaveBeenCalledWith(
        'prepayServices',
        'processTransaction',
        expect.objectContaining({ Type: 2, amount: 10_000, acceptBonusForfeit: true }),
      ),
    );
  });

  it('asks with the server’s figures when the server refuses an unconfirmed forfeit', async () => {
    bonuses(false);
    called.mockResolvedValueOnce({
      result: false,
      debug: 'withdrawal_forfeits_bonus',
      data: { bonusName: { en: 'Weekend reload', tr: 'Hafta sonu' }, bonusAmount: 4_000 },
      message: 'This withdrawal cancels your bonus',
    } as never);
    show();
    ask('100');
    const dialog = await screen.findByTestId('withdraw-forfeit-body');
    expect(dialog.textContent).toContain('Weekend reload');
    expect(dialog.textContent).toMatch(/40[.,]00/);
    expect(called.mock.calls[0]![2]).not.toHaveProperty('acceptBonusForfeit');
  });
});
