import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/providers/theme.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { call } from '../../../shared/rpc/call.ts';
import { logout } from '../../../shared/session/logout.ts';
import { CloseAccountForm } from './close-account-form.tsx';

vi.mock('../../../shared/rpc/call.ts', () => ({ call: vi.fn() }));
vi.mock('../../../shared/session/logout.ts', () => ({ logout: vi.fn() }));
const called = vi.mocked(call);

const show = (twoFactor: 'none' | 'ga') =>
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <CloseAccountForm twoFactor={twoFactor} />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );

beforeEach(() => {
  called.mockReset();
  vi.mocked(logout).mockReset();
});
afterEach(cleanup);

describe('closing the account from /profile', () => {
  it('asks for the password and a texted code, and only once the box is ticked (en)', async () => {
    await i18n.changeLanguage('en');
    called.mockResolvedValue({
      result: true,
      data: null,
      message: 'Your account has been closed.',
    });
    show('none');
    expect(screen.getByRole('button', { name: 'Send a code to my phone' })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Close my account' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Current password'), {
      target: { value: 'Lale-Pass9' },
    });
    fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByLabelText('I understand that I am closing my account'));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(called).toHaveBeenCalledWith('user', 'close_account', {
        current_password: 'Lale-Pass9',
        code: '123456',
      }),
    );
    await waitFor(() => expect(logout).toHaveBeenCalledWith({ silent: true }));
  });

  it('asks a Google Authenticator player for its code and stays signed in when refused (tr)', async () => {
    await i18n.changeLanguage('tr');
    called.mockResolvedValue({
      result: false,
      data: null,
      message: 'Girdiğiniz kod hatalı',
      code: 401,
      debug: 'wrong_code',
    });
    show('ga');
    expect(screen.queryByRole('button', { name: 'Telefonuma kod gönder' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Mevcut şifre'), { target: { value: 'Lale-Pass9' } });
    fireEvent.change(screen.getByLabelText('Google Authenticator kodu'), {
      target: { value: '654321' },
    });
    fireEvent.click(screen.getByLabelText('Hesabımı kapatmak istediğimi anlıyorum'));
    fireEvent.click(screen.getByRole('button', { name: 'Hesabımı kapat' }));
    await waitFor(() => expect(called).toHaveBeenCalled());
    expect(logout).not.toHaveBeenCalled();
  });
});
