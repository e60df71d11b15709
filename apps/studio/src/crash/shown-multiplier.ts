/** The multiplier the flight scene shows now, of which round. */
export interface Shown {
  roundId: string;
  hundredths: number;
}

/**
 * What the scene last wrote over the flight, read by the bet panels (their payouts) and by a
 * cash-out (the multiplier it asks for): the player is paid what the screen showed at the
 * click, and the button, the big number and the request never disagree.
 */
export class ShownMultiplier {
  #shown: Shown | null = null;
  readonly #listeners = new Set<() => void>();

  /** The scene's last multiplier in flight; null before take-off and after the crash. */
  readonly get = (): Shown | null => this.#shown;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The scene wrote this (null: it shows no flight); listeners hear of changes only. */
  show(next: Shown | null): void {
    const current = this.#shown;
    if (current?.roundId === next?.roundId && current?.hundredths === next?.hundredths) return;
    this.#shown = next;
    for (const listener of this.#listeners) listener();
  }

  /** The multiplier shown in `roundId`'s flight, or null when the screen shows another. */
  of(roundId: string | undefined): number | null {
    return this.#shown !== null && this.#shown.roundId === roundId ? this.#shown.hundredths : null;
  }
}
