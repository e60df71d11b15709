import { useId, useState, type FormEvent } from 'react';
import type { SlotDictionary } from '../i18n/slot.ts';
import type { AutoplaySettings } from './autoplay-rules.ts';
import { parseLira } from './parse-amount.ts';

const SPIN_COUNTS = [10, 25, 50, 100];

/** Autoplay's stop conditions, asked before it starts; a bad amount starts nothing. */
export function AutoplayPanel({
  running,
  left,
  disabled,
  onStart,
  onStop,
  text,
}: {
  running: boolean;
  left: number;
  disabled: boolean;
  onStart: (settings: AutoplaySettings) => void;
  onStop: () => void;
  text: SlotDictionary;
}) {
  const id = useId();
  const [spins, setSpins] = useState(10);
  const [lossLimit, setLossLimit] = useState('');
  const [singleWin, setSingleWin] = useState('');
  const [stopOnFreeSpins, setStopOnFreeSpins] = useState(true);
  const [invalid, setInvalid] = useState(false);

  if (running) {
    return (
      <button type="button" className="autoplay-stop" onClick={onStop} data-testid="autoplay-stop">
        {text.stopAutoplay(left)}
      </button>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const loss = parseLira(lossLimit);
    const win = parseLira(singleWin);
    if (Number.isNaN(loss) || Number.isNaN(win)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onStart({ spins, lossLimit: loss, singleWinAbove: win, stopOnFreeSpins });
  }

  return (
    <details className="autoplay">
      <summary>{text.autoplay}</summary>
      <form onSubmit={submit} className="autoplay__form" noValidate>
        <label htmlFor={`${id}-spins`}>{text.autoplaySpins}</label>
        <select
          id={`${id}-spins`}
          value={spins}
          onChange={(event) => setSpins(Number(event.target.value))}
        >
          {SPIN_COUNTS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-loss`}>{text.lossLimit}</label>
        <input
          id={`${id}-loss`}
          inputMode="decimal"
          value={lossLimit}
          aria-invalid={invalid && Number.isNaN(parseLira(lossLimit))}
          onChange={(event) => setLossLimit(event.target.value)}
        />
        <label htmlFor={`${id}-win`}>{text.singleWinAbove}</label>
        <input
          id={`${id}-win`}
          inputMode="decimal"
          value={singleWin}
          aria-invalid={invalid && Number.isNaN(parseLira(singleWin))}
          onChange={(event) => setSingleWin(event.target.value)}
        />
        <label className="autoplay__check">
          <input
            type="checkbox"
            checked={stopOnFreeSpins}
            onChange={(event) => setStopOnFreeSpins(event.target.checked)}
          />{' '}
          {text.stopOnFreeSpins}
        </label>
        {invalid && (
          <p role="alert" className="autoplay__error">
            {text.invalidAmount}
          </p>
        )}
        <button type="submit" disabled={disabled}>
          {text.startAutoplay}
        </button>
      </form>
    </details>
  );
}
