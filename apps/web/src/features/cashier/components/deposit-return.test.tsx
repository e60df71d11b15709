import type { DepositOutcome } from '@lale/contract/methods/finance';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/providers/theme.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { callData } from '../../../shared/rpc/call.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { DepositReturn } from './deposit-return.tsx';

vi.mock('../../../shared/rpc/call.ts', () => ({ call: vi.fn(), callData: vi.fn() }));
const read = vi.mocked(callData);

const outcome = (status: DepositOutcome['status']): DepositOutcome => ({
  id: 7,
  amount: 50_000,
  method: 'Papara',
  status,
  requestedAt: '2026-12-07T09:00:00Z',
  decidedAt: status === 'pending' ? null : '2026-12-07T09:02:00Z',
  expiresAt: status === 'pending' ? '2026-12-07T09:30:00Z' : null,
});

const show = (address: string) =>
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[address]}>
            <DepositReturn />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );

beforeEach(async () => {
  read.mockReset();
  useAppStore.setState({ userLanguage: 'en' });
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('the page the payment provider returns the player to', () => {
  it('says a paid deposit is in the account, with its amount, and offers the games', async () => {
    read.mockResolvedValue(outcome('paid') as never);
    show('/profile?cashier=deposit-done&reference=R-7');
    const body = await screen.findByTestId('deposit-return-body');
    expect(body.textContent).toMatch(/500[.,]00/);
    expect(body.textContent).toContain('Papara');
    expect(screen.getByText('Your deposit is in your account')).toBeTruthy();
    expect(screen.getByTestId('deposit-return-next').textContent).toBe('Go to the games');
    expect(read).toHaveBeenCalledWith(
      'finance',
      'get_deposit',
      { reference: 'R-7' },
      expect.anything(),
    );
  });

  it('tells a pending deposit when it expires, in Turkish, and offers to check again', async () => {
    useAppStore.setState({ userLanguage: 'tr' });
    await i18n.changeLanguage('tr');
    read.mockResolvedValue(outcome('pending') as never);
    show('/profile?cashier=deposit-done&reference=R-7');
    const body = await screen.findByTestId('deposit-return-body');
    expect(body.textContent).toContain('07.12.2026');
    expect(screen.getByTestId('deposit-return').getAttribute('data-status')).toBe('pending');
  });

  it('offers a new deposit after a failed one, and shows nothing on any other address', async () => {
    read.mockResolvedValue(outcome('failed') as never);
    show('/profile?cashier=deposit-done');
    await waitFor(() =>
      expect(screen.getByTestId('deposit-return-next').textContent).toBe('Deposit again'),
    );
    expect(read).toHaveBeenCalledWith('finance', 'get_deposit', {}, expect.anything());
    cleanup();
    read.mockClear();
    show('/profile?tab=history');
    expect(screen.queryByTestId('deposit-return')).toBeNull();
    expect(read).not.toHaveBeenCalled();
  });
});
