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

/**
 * Light scheme: coloured text (`c="red"`, a light variant's label) is Mantine's 7th or 9th
 * shade, which for these colours is under 4.5:1 on white or on the variant's pale tint; these
 * darker ones keep WCAG AA on both. The dark scheme's shade 4 reads well as it is.
 */
const READABLE_ON_LIGHT: Record<string, string> = {
  red: '#c92a2a',
  orange: '#a3360a',
  yellow: '#7a4a00',
  lime: '#436b0a',
  green: '#1f6e30',
  teal: '#066649',
};

/**
 * Mantine's light-scheme dimmed grey is 3.1:1 on our background; this one keeps 6.1:1, and
 * 4.8:1 on the brand's pale tint (a selected card).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#575e68',
    ...Object.fromEntries(
      Object.entries(READABLE_ON_LIGHT).flatMap(([color, value]) => [
        [`--mantine-color-${color}-text`, value],
        [`--mantine-color-${color}-light-color`, value],
      ]),
    ),
  },
  dark: {},
});
