import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleGraph } from '../testing/module-graph.ts';

describe('@lale/games/sports', () => {
  it('reaches no node: module, so the bet slip can price and settle in the browser', () => {
    const { files, nodeImports } = moduleGraph(path.resolve(import.meta.dirname, '../sports.ts'));
    expect(nodeImports).toEqual([]);
    expect(files.size).toBeGreaterThan(30);
  });
});
