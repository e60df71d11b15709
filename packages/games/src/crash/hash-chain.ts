import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { assertChainHash, hashForward, stepDigest } from './chain-hash.ts';

/** Longest chain accepted: 10^8 links take minutes to build on one core. */
export const MAX_CHAIN_LENGTH = 100_000_000;
const DEFAULT_CHECKPOINT_EVERY = 1024;

export interface HashChainOptions {
  /** Keep every k-th link: memory is 32·length/k bytes, `hashAt` costs up to k − 1 hashes. */
  checkpointEvery?: number;
}

function assertLength(length: number): void {
  if (!Number.isSafeInteger(length) || length < 1 || length > MAX_CHAIN_LENGTH) {
    throw new RangeError(`chain length must be an integer in [1, ${MAX_CHAIN_LENGTH}]`);
  }
}

/**
 * The terminating hash the operator publishes before the chain's first round:
 * SHA-256 applied `length` times to the secret (each time to the previous hex text).
 */
export function chainCommitment(secret: string, length: number): string {
  assertChainHash(secret, 'secret');
  assertLength(length);
  return hashForward(secret, length);
}

/**
 * A hash chain of `length` rounds built from a secret. Generation runs forward from the secret
 * (link g + 1 = SHA-256 of link g's hex text); play runs backward, so round i (0-based) uses
 * link length − 1 − i, the last round uses the secret itself, and SHA-256 of each round's hash
 * is the previous round's hash (of round 0's, the commitment). Only checkpoints are held, so
 * a chain of millions of rounds fits in a few hundred kilobytes.
 */
export class HashChain {
  /** SHA-256 of round 0's hash: published before the first round. */
  readonly commitment: string;
  private readonly every: number;
  private readonly checkpoints: Uint8Array;

  constructor(
    readonly length: number,
    secret: string,
    options: HashChainOptions = {},
  ) {
    assertChainHash(secret, 'secret');
    assertLength(length);
    const every = options.checkpointEvery ?? DEFAULT_CHECKPOINT_EVERY;
    if (!Number.isSafeInteger(every) || every < 1) throw new RangeError('checkpointEvery >= 1');
    this.every = every;
    this.checkpoints = new Uint8Array(Math.ceil(length / every) * 32);
    const scratch = new Uint8Array(64);
    let digest: Uint8Array = hexToBytes(secret);
    for (let link = 0; link < length; link++) {
      if (link % every === 0) this.checkpoints.set(digest, (link / every) * 32);
      digest = stepDigest(digest, scratch);
    }
    this.commitment = bytesToHex(digest);
  }

  /** The game hash of round `index` (0 = the first round played). */
  hashAt(index: number): string {
    if (!Number.isSafeInteger(index) || index < 0 || index >= this.length) {
      throw new RangeError(`round index must be in [0, ${this.length})`);
    }
    const link = this.length - 1 - index;
    const block = Math.floor(link / this.every);
    const segment = this.segment(block, (link % this.every) + 1);
    return bytesToHex(segment[segment.length - 1]!);
  }

  /** The game hashes in play order, from round `from`; each checkpoint segment is hashed once. */
  *hashes(from = 0): Generator<string, void, undefined> {
    if (!Number.isSafeInteger(from) || from < 0) throw new RangeError('from must be >= 0');
    let cached = -1;
    let segment: Uint8Array[] = [];
    for (let index = from; index < this.length; index++) {
      const link = this.length - 1 - index;
      const block = Math.floor(link / this.every);
      if (block !== cached) {
        segment = this.segment(block, this.every);
        cached = block;
      }
      yield bytesToHex(segment[link % this.every]!);
    }
  }

  /** The first `upTo` links of one checkpoint segment, in generation order. */
  private segment(block: number, upTo: number): Uint8Array[] {
    const count = Math.min(upTo, this.length - block * this.every);
    const links: Uint8Array[] = [this.checkpoints.slice(block * 32, block * 32 + 32)];
    const scratch = new Uint8Array(64);
    for (let i = 1; i < count; i++) links.push(stepDigest(links[i - 1]!, scratch));
    return links;
  }
}

/** Builds a chain; see `HashChain`. */
export function createHashChain(
  length: number,
  secret: string,
  options?: HashChainOptions,
): HashChain {
  return new HashChain(length, secret, options);
}
