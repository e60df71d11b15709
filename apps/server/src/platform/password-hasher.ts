import { randomBytes } from 'node:crypto';
import { hash, parseOptions, verify, type Algorithm } from '@node-rs/argon2';

export interface Argon2Params {
  /** KiB of memory per hash. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane); the PHC string records them. */
export const PRODUCTION_ARGON2: Argon2Params = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Fast and weak: only for the test suite, chosen explicitly through AppOptions. */
export const TEST_ONLY_ARGON2: Argon2Params = { memoryCost: 64, timeCost: 1, parallelism: 1 };

// A `const enum` in the binding's types, which isolated modules cannot import as a value.
const ARGON2ID = 2 as Algorithm;

export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  constructor(readonly params: Argon2Params = PRODUCTION_ARGON2) {}

  hash(password: string): Promise<string> {
    return hash(password, { ...this.params, algorithm: ARGON2ID });
  }

  /** False for a wrong password and for a stored value that is no argon2 hash. */
  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }

  /**
   * Spends the time of a real verification and fails: an unknown username then answers as
   * slowly as a wrong password, so timing does not tell which accounts exist.
   */
  async verifyDummy(password: string): Promise<false> {
    await this.verify(await this.dummyHash(), password);
    return false;
  }

  /** Computes the dummy hash ahead, so the first unknown-user login is not the odd one out. */
  async warmUp(): Promise<void> {
    await this.dummyHash();
  }

  /** A hash made with weaker parameters than today's policy is replaced at the next login. */
  needsRehash(stored: string): boolean {
    try {
      const used = parseOptions(stored);
      return (
        used.memoryCost < this.params.memoryCost ||
        used.timeCost < this.params.timeCost ||
        used.parallelism < this.params.parallelism
      );
    } catch {
      return true;
    }
  }

  private dummyHash(): Promise<string> {
    this.dummy ??= this.hash(randomBytes(16).toString('hex'));
    return this.dummy;
  }
}
