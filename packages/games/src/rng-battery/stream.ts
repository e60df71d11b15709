/**
 * A game's outcomes in draw order, each a category of one "kind" whose exact chances under a
 * fair RNG are known: a roulette pocket (37 equal chances), a slot reel's stop (its strip
 * length), a crash point's band. Every outcome is independent of the others under a fair RNG;
 * that is what the battery puts to the test.
 */
export interface OutcomeStream {
  readonly categories: Int32Array;
  /** Each outcome's kind: its index in `distributions`. */
  readonly kinds: Uint16Array;
  /** Per kind, the exact chance of each category. */
  readonly distributions: readonly Float64Array[];
}

export class StreamBuilder {
  private readonly categories: number[] = [];
  private readonly kinds: number[] = [];
  private readonly distributions: Float64Array[] = [];
  private readonly uniformKinds = new Map<number, number>();

  /** Declares a kind with these chances (they are normalized to sum to 1). */
  kind(chances: ArrayLike<number>): number {
    let total = 0;
    for (let i = 0; i < chances.length; i++) total += chances[i]!;
    this.distributions.push(Float64Array.from(chances, (p) => p / total));
    return this.distributions.length - 1;
  }

  /** The kind of a value equally likely to be any of 0..size − 1. */
  uniform(size: number): number {
    // A kind with one category says nothing and has no spread to standardize by.
    if (!Number.isInteger(size) || size < 2) throw new RangeError(`a uniform kind needs 2+ values`);
    let kind = this.uniformKinds.get(size);
    if (kind === undefined) {
      kind = this.kind(new Float64Array(size).fill(1));
      this.uniformKinds.set(size, kind);
    }
    return kind;
  }

  push(kind: number, category: number): void {
    const size = this.distributions[kind]?.length ?? 0;
    if (!Number.isInteger(category) || category < 0 || category >= size)
      throw new RangeError(`category ${category} is outside kind ${kind} (${size} categories)`);
    this.kinds.push(kind);
    this.categories.push(category);
  }

  get length(): number {
    return this.categories.length;
  }

  build(): OutcomeStream {
    return {
      categories: Int32Array.from(this.categories),
      kinds: Uint16Array.from(this.kinds),
      distributions: this.distributions,
    };
  }
}
