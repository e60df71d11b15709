import { localStorageColorSchemeManager } from '@mantine/core';
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { COLOR_SCHEME_COOKIE, defaultColorScheme } from '@lale/contract/rendered-page';
import { writePageCookie } from '../../shared/lib/page-cookie.ts';
import { COLOR_SCHEME_KEY } from '../../shared/store/storage.ts';

/** The scheme this browser keeps. */
export function storedColorScheme(): MantineColorScheme {
  return localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY }).get(defaultColorScheme);
}

/**
 * Mantine's localStorage manager (no inline script, CSP), which also copies the scheme into a
 * cookie: the server then renders a landing page in it instead of dark until the app starts.
 */
export function cookieBackedColorSchemeManager(): MantineColorSchemeManager {
  const stored = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });
  return {
    ...stored,
    // Read once as the app starts: it also renews the cookie of a scheme chosen before.
    get: (defaultValue) => {
      const scheme = stored.get(defaultValue);
      if (typeof document !== 'undefined') writePageCookie(COLOR_SCHEME_COOKIE, scheme);
      return scheme;
    },
    set: (scheme) => {
      stored.set(scheme);
      writePageCookie(COLOR_SCHEME_COOKIE, scheme);
    },
  };
}

/** The scheme a page is rendered in on the server: nothing to store or follow there. */
export function fixedColorSchemeManager(scheme: MantineColorScheme): MantineColorSchemeManager {
  return {
    get: () => scheme,
    set: () => undefined,
    subscribe: () => undefined,
    unsubscribe: () => undefined,
    clear: () => undefined,
  };
}
