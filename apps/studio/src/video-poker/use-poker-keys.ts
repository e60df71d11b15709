import { useEffect, useRef } from 'react';

const FIELDS = 'input, select, textarea';
// A focused card is held with Enter; space still draws, as on the machine.
const onCard = (target: HTMLElement | null) => target?.closest('.vp-card') != null;

/**
 * Keys 1–5 toggle the hold of that card, space deals or draws. Ignored while typing in a
 * field or with a modifier; space on another focused button or summary is left to it.
 */
export function usePokerKeys(onHold: (position: number) => void, onPlay: () => void): void {
  const handlers = useRef({ onHold, onPlay });
  useEffect(() => {
    handlers.current = { onHold, onPlay };
  });
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest(FIELDS)) return;
      if (event.key >= '1' && event.key <= '5') {
        handlers.current.onHold(Number(event.key) - 1);
      } else if (event.key === ' ' && (!target?.closest('button, summary') || onCard(target))) {
        event.preventDefault();
        handlers.current.onPlay();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
