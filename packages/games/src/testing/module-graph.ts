import fs from 'node:fs';
import path from 'node:path';

/**
 * Every module an entry reaches through relative imports and re-exports, and the `node:`
 * modules among what they import: a browser-safe entry has none.
 */
export function moduleGraph(entry: string): { files: Set<string>; nodeImports: string[] } {
  const files = new Set<string>();
  const nodeImports: string[] = [];
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/^(?:import|export)[^'"]*['"]([^'"]+)['"]/gm)) {
      if (spec!.startsWith('node:')) nodeImports.push(`${file} imports ${spec}`);
      if (spec!.startsWith('.')) visit(path.resolve(path.dirname(file), spec!));
    }
  };
  visit(entry);
  return { files, nodeImports };
}
