import '../styles/mantine-initial.css';
import 'virtual:lale/theme.css';
import '../styles/global.css';
import { MantineProvider } from '@mantine/core';
import type { MantineColorSchemeManager } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { defaultColorScheme } from '@lale/contract/rendered-page';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../shared/i18n/i18n.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { cookieBackedColorSchemeManager } from './color-scheme-manager.ts';
import { cssVariablesResolver, theme } from './theme.ts';
import { ToastOutlet } from './toast-outlet.tsx';

/** No inline script (CSP): the scheme is read from localStorage by the provider itself. */
const colorSchemeManager = cookieBackedColorSchemeManager();

interface AppProvidersProps {
  /** The app's one client in the browser, one per page the server renders. */
  client: QueryClient;
  /** On the server: the colour scheme the page is rendered in (the player's cookie). */
  schemeManager?: MantineColorSchemeManager;
  children: ReactNode;
}

export function AppProviders({ client, schemeManager, children }: AppProvidersProps) {
  const lang = useAppStore((state) => state.userLanguage);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          colorSchemeManager={schemeManager ?? colorSchemeManager}
          defaultColorScheme={defaultColorScheme}
          // The theme's variables are a stylesheet built with the app (theme-css.ts).
          withCssVariables={false}
        >
          <DatesProvider settings={{ locale: lang, firstDayOfWeek: 1 }}>
            <ToastOutlet />
            {children}
          </DatesProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
