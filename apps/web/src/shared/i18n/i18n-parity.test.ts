import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { tr } from './tr.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of leaves(value, path)) out.set(p, v);
  }
  return out;
}

const variables = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

describe('tr and en interface texts', () => {
  const trLeaves = leaves(tr);
  const enLeaves = leaves(en);

  it('have identical key sets', () => {
    expect([...enLeaves.keys()].sort()).toEqual([...trLeaves.keys()].sort());
  });

  it('have no empty text', () => {
    for (const [key, text] of [...trLeaves, ...enLeaves]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same interpolation variables and tags', () => {
    for (const [key, text] of trLeaves)
      expect(variables(enLeaves.get(key) ?? ''), key).toEqual(variables(text));
  });

  it('carry the SPEC wording where it is given', () => {
    expect(en.errors.noAccessTitle).toBe('Page can not be displayed');
    expect(tr.errors.noAccessTitle).toBe('Sayfa görüntülenemiyor');
  });
});
