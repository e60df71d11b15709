import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/providers/theme.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { OperatorLogin } from './operator-login.tsx';

const refused = {
  result: false,
  data: null,
  message: 'Kullanıcı adı veya şifre hatalı',
  code: 401,
  debug: 'operator_login_failed',
};

beforeEach(async () => {
  useAppStore.setState({ userLanguage: 'tr' });
  await i18n.changeLanguage('tr');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(refused))),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
});

describe('the back office sign-in', () => {
  it('keeps a refused sign-in beside the button until the operator types again (tr)', async () => {
    render(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={new QueryClient()}>
          <I18nextProvider i18n={i18n}>
            <OperatorLogin />
          </I18nextProvider>
        </QueryClientProvider>
      </MantineProvider>,
    );
    fireEvent.change(screen.getByTestId('operator-username'), { target: { value: 'ayse' } });
    fireEvent.change(screen.getByTestId('operator-password'), { target: { value: 'yanlis' } });
    fireEvent.click(screen.getByTestId('operator-submit'));
    const refusal = await screen.findByTestId('form-refusal');
    expect(refusal.textContent).toContain('Kullanıcı adı veya şifre hatalı');
    expect(refusal.getAttribute('role')).toBe('alert');
    fireEvent.change(screen.getByTestId('operator-password'), { target: { value: 'dogru' } });
    expect(screen.queryByTestId('form-refusal')).toBeNull();
  });
});
