import { useEffect, useRef } from 'react';

/** Keys a focused control keeps for itself: space presses a button, types into a field. */
const OWN_SPACE = 'button, input, select, textarea, summary, a, [role="radio"]';

/** Space spins or deals from anywhere on the page that does not use the key itself. */
export function useSpaceKey(action: () => void): void {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat || event.ctrlKey || event.metaKey || event.altKey)
        return;
      if (event.target instanceof Element && event.target.closest(OWN_SPACE)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
