import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IpInfo } from '@lale/contract/geo';
import { responsibleGamingMessages } from '@lale/contract/messages-responsible-gaming';
import { theme } from '../../app/providers/theme.ts';
import { hydrateFromStorage, useAppStore } from '../store/app-store.ts';
import { RegionNotice } from './region-notice.tsx';
import { userInfoStore } from './user-info.ts';

/** The page as the server's ip-info answered it (a guest: signed out). */
function show(info: IpInfo) {
  const client = new QueryClient();
  client.setQueryData(['ip-info', false], info);
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <RegionNotice />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  hydrateFromStorage();
  userInfoStore.setState({ userInfo: null });
});
afterEach(cleanup);

describe('the northern-Cyprus notice', () => {
  it("shows SPEC's notice in the page's language when the address is restricted", () => {
    show({ ip: '91.109.208.10', country: 'CY', region: 'northern-cyprus', restricted: true });
    expect(screen.getByTestId('region-notice').textContent).toBe(
      responsibleGamingMessages.rg_region_restricted.tr,
    );
    expect(userInfoStore.getState().userInfo?.region).toBe('northern-cyprus');
  });

  it('shows it in English on the English site', () => {
    useAppStore.setState({ userLanguage: 'en' });
    show({ ip: '91.109.208.10', country: 'CY', region: 'northern-cyprus', restricted: true });
    expect(screen.getByTestId('region-notice').textContent).toBe(
      responsibleGamingMessages.rg_region_restricted.en,
    );
  });

  it('shows nothing elsewhere, and keeps the look-up as userInfo', () => {
    show({ ip: '88.230.1.1', country: 'TR', region: null, restricted: false });
    expect(screen.queryByTestId('region-notice')).toBeNull();
    expect(userInfoStore.getState().userInfo).toMatchObject({ country: 'TR', restricted: false });
  });
});
