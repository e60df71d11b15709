import type { MantineColorsTuple } from '@mantine/core';
import type { CSSVariablesResolver } from '@mantine/core';
import { createTheme } from '@mantine/core';

/** Tulip red-rose: the brand colour (lale = tulip). Shades 7+ keep white text above 4.5:1. */
const tulip: MantineColorsTuple = [
  '#ffe9f0',
  '#ffd0de',
  '#f9a0bb',
  '#f78fb0',
  '#f36b95',
  '#ec2a63',
  '#d81b56',
  '#b8114a',
  '#a00b40',
  '#870036',
];

/** Night-navy greys for the dark scheme: calm background, readable text. */
const dark: MantineColorsTuple = [
  '#dfe3f0',
  '#c2c8dc',
  '#9aa3c0',
  '#6f799c',
  '#323b5c',
  '#262e4b',
  '#1c233d',
  '#141a30',
  '#0f1426',
  '#0a0e1b',
];

export const theme = createTheme({
  primaryColor: 'tulip',
  primaryShade: { light: 7, dark: 7 },
  colors: { tulip, dark },
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  black: '#10131f',
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Card: { defaultProps: { radius: 'lg' } },
  },
});

/** Mantine's light-scheme dimmed grey is 3.1:1 on our background; this one keeps 5.4:1 (WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f6670' },
  dark: {},
});
