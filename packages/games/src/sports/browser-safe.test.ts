import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('@lale/games/sports', () => {
  it('reaches no node: module, so the bet slip can price and settle in the browser', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = fs.readFileSync(file, 'utf8');
      for (const [, spec] of text.matchAll(/^(?:import|export)[^'"]*['"]([^'"]+)['"]/gm)) {
        expect(spec, `${file} imports ${spec}`).not.toMatch(/^node:/);
        if (spec!.startsWith('.')) visit(path.resolve(path.dirname(file), spec!));
      }
    };
    visit(path.resolve(import.meta.dirname, '../sports.ts'));
    expect(seen.size).toBeGreaterThan(30);
  });
});
