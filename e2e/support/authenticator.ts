import { base32Decode, hotp, STEP_SECONDS, stepAt } from './totp.ts';

const nowSeconds = () => Date.now() / 1000;
/** Time a code takes from here to the server's check, with a wide margin for a busy machine. */
const BEHIND_SAFE_MS = 8_000;

/**
 * An authenticator app for a server that accepts codes of one step either side of now and
 * each step once, after the last step it accepted. Codes are picked so both rules hold when
 * the server reads them: never a step the server has seen, never more than one step ahead.
 */
export class Authenticator {
  private readonly key: Buffer;
  private lastStep: number | null = null;

  constructor(secretBase32: string) {
    this.key = base32Decode(secretBase32);
  }

  /** A code the server has not accepted yet, waiting (at most one step) when none is usable. */
  async nextCode(): Promise<string> {
    for (;;) {
      const current = stepAt(nowSeconds());
      // The step behind is inside the window too, unless the clock moves on before the server
      // reads it: using it first saves a wait of up to a step.
      const earliest = msUntilNextStep() > BEHIND_SAFE_MS ? current - 1 : current;
      const target = Math.max(earliest, (this.lastStep ?? -Infinity) + 1);
      if (target <= current + 1) {
        this.lastStep = target;
        return hotp(this.key, target);
      }
      await new Promise((resolve) => setTimeout(resolve, msUntilNextStep() + 100));
    }
  }

  /** Six digits that match no step the server could accept now. */
  wrongCode(): string {
    const current = stepAt(nowSeconds());
    const live = new Set([-2, -1, 0, 1, 2].map((delta) => hotp(this.key, current + delta)));
    let guess = (Number(hotp(this.key, current)) + 500_000) % 1_000_000;
    while (live.has(String(guess).padStart(6, '0'))) guess = (guess + 1) % 1_000_000;
    return String(guess).padStart(6, '0');
  }
}

function msUntilNextStep(): number {
  const periodMs = STEP_SECONDS * 1000;
  return periodMs - (Date.now() % periodMs);
}
