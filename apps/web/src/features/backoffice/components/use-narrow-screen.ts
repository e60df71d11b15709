import { useMediaQuery } from '@mantine/hooks';

/** Phones and narrow windows (up to Mantine's `sm`, 768 px): lists as cards, a burger menu. */
const NARROW = '(max-width: 48em)';

/** The back office renders in the browser only, so the first render already knows the width. */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
}
