import type { Lang } from '../../i18n/lang.ts';
import { chipFace, chipTone } from './chip-face.ts';
import './chips.css';

/** The chips lying on a spot, drawn as one chip with the spot's total on its face. */
export function ChipStack({
  amount,
  rack,
  lang,
}: {
  amount: number;
  rack: readonly number[];
  lang: Lang;
}) {
  if (amount <= 0) return null;
  return (
    <span className={`chip chip--${chipTone(amount, rack)} chip--placed`} aria-hidden="true">
      {chipFace(amount, lang)}
    </span>
  );
}
