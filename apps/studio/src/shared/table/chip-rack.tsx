import type { Lang } from '../../i18n/lang.ts';
import type { LiveDictionary } from '../../i18n/live.ts';
import { formatMoney } from '../money.ts';
import { chipFace, chipTone } from './chip-face.ts';
import './chips.css';

export interface RackActions {
  undo?: () => void;
  double?: () => void;
  repeat?: () => void;
  clear?: () => void;
  canUndo: boolean;
  canRepeat: boolean;
}

/** The chips to pick from, and the buttons that move every chip on the table at once. */
export function ChipRack({
  rack,
  chip,
  onChip,
  actions,
  disabled,
  total,
  lang,
  text,
}: {
  rack: readonly number[];
  chip: number;
  onChip: (value: number) => void;
  actions: RackActions | null;
  disabled: boolean;
  total: number;
  lang: Lang;
  text: LiveDictionary;
}) {
  const t = text.chips;
  return (
    <div className="rack">
      <div className="rack__chips" role="radiogroup" aria-label={t.rack}>
        {rack.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={value === chip}
            aria-label={t.chip(formatMoney(value, lang))}
            className={`chip chip--${chipTone(value, rack)}${value === chip ? ' chip--chosen' : ''}`}
            onClick={() => onChip(value)}
          >
            {chipFace(value, lang)}
          </button>
        ))}
      </div>
      {actions && (
        <div className="rack__actions">
          <button type="button" onClick={actions.undo} disabled={disabled || !actions.canUndo}>
            <span aria-hidden="true">↶ </span>
            {t.undo}
          </button>
          <button type="button" onClick={actions.double} disabled={disabled || !actions.canUndo}>
            <span aria-hidden="true">×2 </span>
            {t.double}
          </button>
          <button type="button" onClick={actions.repeat} disabled={disabled || !actions.canRepeat}>
            <span aria-hidden="true">↻ </span>
            {t.repeat}
          </button>
          <button type="button" onClick={actions.clear} disabled={disabled || !actions.canUndo}>
            <span aria-hidden="true">✕ </span>
            {t.clear}
          </button>
        </div>
      )}
      <p className="rack__total" data-testid="live-total-bet">
        {t.total(formatMoney(total, lang))}
      </p>
    </div>
  );
}
