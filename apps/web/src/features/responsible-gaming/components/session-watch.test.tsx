import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/providers/theme.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { call } from '../../../shared/rpc/call.ts';
import { logout } from '../../../shared/session/logout.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { SessionWatch } from './session-watch.tsx';

vi.mock('../../../shared/rpc/call.ts', () => ({ call: vi.fn(), callData: vi.fn() }));
vi.mock('../../../shared/session/logout.ts', () => ({ logout: vi.fn() }));
const called = vi.mocked(call);

/** A session signed in 15 minutes ago less `ms`, checked every 15 minutes. */
function summaryDueIn(ms: number) {
  return {
    startedAt: new Date(Date.now() - 15 * 60_000 + ms).toISOString(),
    minutes: 14,
    wagered: 12_500,
    won: 2_500,
    net: -10_000,
    realityCheckMinutes: 15,
    sessionEndsAt: null,
  };
}

beforeEach(async () => {
  called.mockReset();
  vi.mocked(logout).mockReset();
  sessionStorage.clear();
  useAppStore.setState({ userLanguage: 'en' });
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('the reality check', () => {
  it('appears when the interval is up, shows the session and logs out on request', async () => {
    const summary = summaryDueIn(300);
    called.mockImplementation(async (_c, method) =>
      method === 'session_summary'
        ? { result: true, data: summary, message: '' }
        : { result: true, data: null, message: '' },
    );
    render(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={new QueryClient()}>
          <I18nextProvider i18n={i18n}>
            <SessionWatch />
          </I18nextProvider>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 3000 });
    expect(dialog.textContent).toContain('15:00');
    expect(screen.getByTestId('reality-check-wagered').textContent).toBe('TRY\u00a0125.00');
    expect(screen.getByTestId('reality-check-net').textContent).toBe('-TRY\u00a0100.00');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(logout).toHaveBeenCalled());
    expect(called).toHaveBeenCalledWith('responsible_gaming', 'acknowledge_reality_check', {
      action: 'logout',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
