import { MantineProvider } from '@mantine/core';
import type { LimitView } from '@lale/contract/responsible-gaming/limits';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/providers/theme.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { call } from '../../../shared/rpc/call.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { LimitRow } from './limit-row.tsx';

vi.mock('../../../shared/rpc/call.ts', () => ({ call: vi.fn(), callData: vi.fn() }));
const called = vi.mocked(call);

const daily: LimitView = {
  kind: 'deposit',
  period: 'day',
  amount: 50_000,
  used: 30_000,
  resetsAt: '2026-11-28T21:00:00Z',
  pending: null,
  setAt: '2026-11-28T09:00:00Z',
};

/** The app keeps i18next on the stored language; here both move together. */
async function speak(lang: 'tr' | 'en') {
  useAppStore.setState({ userLanguage: lang });
  await i18n.changeLanguage(lang);
}

const show = (limit: LimitView | undefined) =>
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <LimitRow kind="deposit" period="day" limit={limit} />
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );

beforeEach(() => {
  called.mockReset();
  called.mockResolvedValue({ result: true, data: null, message: 'Limitiniz kaydedildi' });
});
afterEach(cleanup);

describe("a limit's row under /profile", () => {
  it('shows the amount, what the day has used and when it resets (tr)', async () => {
    await speak('tr');
    show(daily);
    expect(screen.getByTestId('rg-limit-amount').textContent).toBe('₺500,00');
    expect(screen.getByTestId('rg-limit-used').textContent).toBe('₺300,00 / ₺500,00 kullanıldı');
    expect(screen.getByTestId('rg-limit-resets').textContent).toBe(
      '29.11.2026 00:00 tarihinde yenilenir',
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60');
  });

  it('sets a first limit from the lira typed (en)', async () => {
    await speak('en');
    show(undefined);
    expect(screen.getByTestId('rg-limit-amount').textContent).toBe('No limit');
    fireEvent.click(screen.getByRole('button', { name: /Set a limit/ }));
    fireEvent.change(screen.getByLabelText('Daily Amount (TL)'), { target: { value: '1.000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(called).toHaveBeenCalledWith('responsible_gaming', 'set_limit', {
        kind: 'deposit',
        period: 'day',
        amount: 100_000,
      }),
    );
  });

  it('keeps a refusal from the server under the row until the player closes the editor (tr)', async () => {
    await speak('tr');
    called.mockResolvedValue({
      result: false,
      data: null,
      message: 'Çok fazla istek gönderdiniz, lütfen biraz bekleyin',
      code: 429,
      debug: 'rate_limited',
    });
    show(daily);
    fireEvent.click(screen.getByRole('button', { name: /Değiştir/ }));
    fireEvent.change(screen.getByLabelText('Günlük Tutar (TL)'), { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    const refusal = await screen.findByTestId('form-refusal');
    expect(refusal.textContent).toContain('Çok fazla istek gönderdiniz, lütfen biraz bekleyin');
    expect(refusal.getAttribute('role')).toBe('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByTestId('form-refusal')).toBeNull();
  });

  it('refuses an amount under the smallest limit before asking the server (en)', async () => {
    await speak('en');
    show(undefined);
    fireEvent.click(screen.getByRole('button', { name: /Set a limit/ }));
    fireEvent.change(screen.getByLabelText('Daily Amount (TL)'), { target: { value: '0,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter a value from TRY 1.00 to TRY 100,000,000.00'),
    ).toBeTruthy();
    expect(called).not.toHaveBeenCalled();
  });

  it('shows a raise waiting its 24 hours with only a cancel, then a confirm once due (tr)', async () => {
    await speak('tr');
    const pending = {
      amount: 200_000,
      requestedAt: '2026-11-28T09:00:00Z',
      effectiveAt: '2026-11-29T09:00:00Z',
      confirmable: false,
    };
    const view = show({ ...daily, pending });
    expect(screen.getByTestId('rg-limit-pending').textContent).toContain(
      'Bekleyen değişiklik: ₺2.000,00',
    );
    expect(screen.getByTestId('rg-limit-pending-when').textContent).toBe(
      '24 saat sonra onayınızla geçerli olur: 29.11.2026 12:00 tarihinden itibaren onaylayabilirsiniz.',
    );
    expect(screen.queryByRole('button', { name: 'Değişikliği onayla' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Değişikliği iptal et' }));
    await waitFor(() =>
      expect(called).toHaveBeenCalledWith('responsible_gaming', 'cancel_limit_change', {
        kind: 'deposit',
        period: 'day',
      }),
    );
    view.unmount();
    show({ ...daily, pending: { ...pending, confirmable: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Değişikliği onayla' }));
    await waitFor(() =>
      expect(called).toHaveBeenCalledWith('responsible_gaming', 'confirm_limit', {
        kind: 'deposit',
        period: 'day',
      }),
    );
  });
});
