import { useEffect, useRef } from 'react';
import type { Lang } from '../i18n/lang.ts';
import { formatMoney } from '../shared/money.ts';
import { countUpValue } from './count-up.ts';

/**
 * A win counting up to its amount, written straight into the text node each frame (no React
 * render per frame); it always ends showing exactly `amount`.
 */
export function CountUpAmount({
  amount,
  duration,
  lang,
}: {
  amount: number;
  duration: number;
  lang: Lang;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (duration <= 0) {
      element.textContent = formatMoney(amount, lang);
      return;
    }
    const started = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const progress = (now - started) / duration;
      element.textContent = formatMoney(countUpValue(amount, progress), lang);
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [amount, duration, lang]);
  return (
    <span ref={ref} className="count-up" data-testid="win-amount" data-amount={amount}>
      {formatMoney(duration > 0 ? 0 : amount, lang)}
    </span>
  );
}
