/** Anything that yields uniformly distributed unsigned 32-bit words; every game draws through it. */
export interface RandomSource {
  nextUint32(): number;
}
