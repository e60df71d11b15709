import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/providers/theme.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { call } from '../../../shared/rpc/call.ts';
import { hydrateFromStorage, useAppStore } from '../../../shared/store/app-store.ts';
import { AccountResetPage } from './account-reset-page.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

vi.mock('../../../shared/rpc/call.ts', () => ({ call: vi.fn() }));
const called = vi.mocked(call);

const show = (page: ReactNode, path: string) =>
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );

beforeEach(() => {
  localStorage.clear();
  hydrateFromStorage();
  called.mockReset();
});
afterEach(cleanup);

describe('password recovery refusals stay beside the button until read', () => {
  it('a refused reset mail, in English, until the address changes', async () => {
    useAppStore.setState({ userLanguage: 'en' });
    await i18n.changeLanguage('en');
    called.mockResolvedValue({
      result: false,
      data: null,
      message: 'Too many requests, please wait a moment',
      code: 429,
      debug: 'rate_limited',
    });
    show(<ForgotPasswordPage />, '/forgot-password');
    const email = screen.getByTestId('forgot-email');
    fireEvent.change(email, { target: { value: 'deniz@example.com' } });
    fireEvent.click(screen.getByTestId('forgot-submit'));
    const refusal = await screen.findByTestId('form-refusal');
    expect(refusal.textContent).toContain('Too many requests, please wait a moment');
    expect(refusal.getAttribute('role')).toBe('alert');
    fireEvent.change(email, { target: { value: 'deniz@example.org' } });
    expect(screen.queryByTestId('form-refusal')).toBeNull();
  });

  it('a used reset link, in Turkish, and the player stays on the page', async () => {
    await i18n.changeLanguage('tr');
    called.mockResolvedValue({
      result: false,
      data: null,
      message: 'Bu bağlantı geçersiz veya süresi dolmuş',
      code: 400,
      debug: 'link_invalid',
    });
    show(<AccountResetPage />, '/account_reset?token=used');
    for (const id of ['reset-password', 'reset-password-confirm'])
      fireEvent.change(screen.getByTestId(id), { target: { value: 'Lale-yeni-2026' } });
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect((await screen.findByTestId('form-refusal')).textContent).toContain(
      'Bu bağlantı geçersiz veya süresi dolmuş',
    );
    expect(screen.getByTestId('page-account-reset')).toBeTruthy();
  });
});
