import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleGraph } from '../testing/module-graph.ts';
import { createHashChain } from './hash-chain.ts';
import { referenceCrashPoint } from './test-reference.ts';
import { verifyCrashRound } from './verify-crash-round.ts';

const chain = createHashChain(20, 'be57'.repeat(16));
const SALT = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';

describe('verifyCrashRound', () => {
  it('recomputes the crash point and checks the link to the previous round', () => {
    const [previous, gameHash] = [chain.hashAt(6), chain.hashAt(7)];
    const result = verifyCrashRound({
      gameHash,
      salt: SALT,
      edgeBasisPoints: 350,
      previousGameHash: previous,
    });
    expect(result.crashPointHundredths).toBe(referenceCrashPoint(gameHash, SALT, 350, 1_000_000));
    expect(result.int52).toBe(Number.parseInt(result.hmac.slice(0, 13), 16));
    expect(result.chainLinkValid).toBe(true);
    expect(
      verifyCrashRound({ gameHash, salt: SALT, edgeBasisPoints: 350 }).chainLinkValid,
    ).toBeNull();
    const first = { gameHash: chain.hashAt(0), salt: SALT, edgeBasisPoints: 300 };
    expect(verifyCrashRound({ ...first, previousGameHash: chain.commitment }).chainLinkValid).toBe(
      true,
    );
    expect(verifyCrashRound({ ...first, previousGameHash: previous }).chainLinkValid).toBe(false);
  });

  it('applies the game cap', () => {
    for (let i = 0; i < 20; i++) {
      const proof = { gameHash: chain.hashAt(i), salt: SALT, edgeBasisPoints: 300 };
      const capped = verifyCrashRound({
        ...proof,
        maxMultiplierHundredths: 150,
      }).crashPointHundredths;
      expect(capped).toBe(Math.min(150, verifyCrashRound(proof).crashPointHundredths));
    }
  });

  it('reaches no node: module from the crash entry point, so the browser can run it', () => {
    const { files, nodeImports } = moduleGraph(path.resolve(import.meta.dirname, '../crash.ts'));
    expect(nodeImports).toEqual([]);
    expect(files.size).toBeGreaterThan(10);
  });
});
