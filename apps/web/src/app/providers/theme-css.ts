import {
  convertCssVariables,
  defaultCssVariablesResolver,
  DEFAULT_THEME,
  mergeMantineTheme,
} from '@mantine/core';
import type { ConvertCSSVariablesInput } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme.ts';

type Variables = ConvertCSSVariablesInput;

const merge = (a: Variables, b: Variables): Variables => ({
  variables: { ...a.variables, ...b.variables },
  light: { ...a.light, ...b.light },
  dark: { ...a.dark, ...b.dark },
});

const changed = (ours: Record<string, string>, base: Record<string, string>) =>
  Object.fromEntries(Object.entries(ours).filter(([key, value]) => base[key] !== value));

/**
 * The theme's CSS variables exactly as MantineProvider would inject them on every start
 * (only those that differ from Mantine's default stylesheet), computed when the app is built
 * (vite.theme-css.ts) so the provider skips that work (withCssVariables={false}).
 */
export function themeCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const ours = merge(defaultCssVariablesResolver(merged), cssVariablesResolver(merged));
  const base = defaultCssVariablesResolver(DEFAULT_THEME);
  return convertCssVariables({
    variables: changed(ours.variables, base.variables),
    light: changed(ours.light, base.light),
    dark: changed(ours.dark, base.dark),
  });
}
