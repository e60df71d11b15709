import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/providers/theme.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { call } from '../../../shared/rpc/call.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { BreakForm } from './break-form.tsx';

vi.mock('../../../shared/rpc/call.ts', () => ({ call: vi.fn() }));
const called = vi.mocked(call);

// 14:05 in Istanbul: a 24-hour time-out ends at 14:05 the next day, Turkey's time.
const NOW = new Date('2026-11-27T11:05:00.000Z');

const show = () =>
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <BreakForm />
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );

async function speak(lang: 'tr' | 'en') {
  useAppStore.setState({ userLanguage: lang });
  await i18n.changeLanguage(lang);
}

/** Chooses the kind (and a length by its label), then goes on to the confirmation. */
function choose(kind: 'timeout' | 'self-exclusion', length?: string) {
  fireEvent.click(screen.getByTestId(`rg-break-${kind}`));
  if (length) {
    fireEvent.click(screen.getByTestId('rg-break-duration'));
    fireEvent.click(screen.getByRole('option', { name: length }));
  }
  fireEvent.click(screen.getByTestId('rg-break-continue'));
  return screen.getByTestId('rg-break-warning').textContent ?? '';
}

beforeEach(() => {
  called.mockReset();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('the break says plainly what it means before it is taken', () => {
  it('a 24-hour time-out in Turkish: until when, what stops, the money, no way back, support', async () => {
    await speak('tr');
    show();
    const notice = choose('timeout');
    expect(notice).toContain('24 saat süreyle mola vermek üzeresiniz');
    expect(notice).toContain('28.11.2026 14:05 tarihinde (Türkiye saati) biter');
    expect(notice).toContain('giriş yapamaz, oyun oynayamaz, bahis yapamaz ve para yatıramazsınız');
    expect(notice).toContain('bu sürede para çekemezsiniz');
    expect(notice).toContain('önce çekim talebi verin');
    expect(notice).toContain('kurallarına göre sonuçlanır');
    expect(notice).toContain('ne siz ne de destek ekibimiz kaldırabilir');
    expect(notice).toContain('Canlı desteğe yazın');
    expect(notice).not.toMatch(/kapan(ır|masını)/);
    expect(notice).not.toContain('yeni hesap');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByTestId('rg-break-submit').textContent).toBe('Molayı başlat (24 saat)');
  });

  it('a self-exclusion in English names its length, or says it is for good', async () => {
    await speak('en');
    show();
    const sixMonths = choose('self-exclusion');
    expect(sixMonths).toContain('You are about to exclude yourself from play for 6 months');
    expect(sixMonths).toContain('ends on 27/05/2027, 14:05 (Turkey time)');
    expect(sixMonths).toContain('No new account can be opened');
    expect(screen.getByTestId('rg-break-submit').textContent).toBe('Exclude myself (6 months)');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    const forGood = choose('self-exclusion', 'Permanent');
    expect(forGood).toContain('exclude yourself from play permanently');
    expect(forGood).toContain('never ends');
    expect(forGood).toContain('you can never withdraw it');
    expect(screen.getByTestId('rg-break-submit').textContent).toBe('Exclude myself permanently');
  });

  it('asks once: the named button with the password sends the break', async () => {
    await speak('en');
    called.mockResolvedValue({ result: false, message: 'x', data: { fields: {} } } as never);
    show();
    choose('timeout', '48 hours');
    const form = screen.getByTestId('rg-break');
    fireEvent.change(within(form).getByTestId('rg-break-password'), {
      target: { value: 'Parola123' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Start the time-out (48 hours)' }));
    await vi.waitFor(() =>
      expect(called).toHaveBeenCalledWith('responsible_gaming', 'take_break', {
        kind: 'timeout',
        duration: '48h',
        current_password: 'Parola123',
      }),
    );
  });
});
