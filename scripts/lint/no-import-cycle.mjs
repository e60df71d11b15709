import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * ESLint rule `lale/no-import-cycle`: no module reaches itself again through its relative
 * imports, type-only imports and re-exports included. import-x/no-cycle skips `import type`
 * (it has no option to count it), so a circle of domains held together by types alone passed
 * lint. An import is reported when its target's imports lead back to the importing file; the
 * message names the shortest way back.
 *
 * The graph is read from disk (each file's imports by `ts.preProcessFile`, the linted file's
 * from its text in the editor), follows only relative specifiers that resolve to a file, and
 * is read again when older than GRAPH_LIFETIME_MS (an editor's long-lived process).
 */
const GRAPH_LIFETIME_MS = 10_000;
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;

let graph = newGraph();

function newGraph() {
  return { at: Date.now(), imports: new Map(), index: new Map(), low: new Map(), scc: new Map() };
}

function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, base.replace(/\.js$/, '.ts')];
  candidates.push(path.join(base, 'index.ts'));
  for (const candidate of candidates) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

function importsOf(file, text) {
  const known = graph.imports.get(file);
  if (known && text === undefined) return known;
  let source = text;
  if (source === undefined) {
    try {
      source = SOURCE.test(file) ? fs.readFileSync(file, 'utf8') : '';
    } catch {
      source = '';
    }
  }
  const targets = new Set();
  for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
    const target = resolve(file, fileName);
    if (target && target !== file) targets.add(target);
  }
  graph.imports.set(file, targets);
  return targets;
}

/** Tarjan's strongly connected components, grown from `start` over what it reaches. */
function component(start) {
  if (graph.scc.has(start)) return graph.scc.get(start);
  let counter = graph.index.size;
  const stack = [];
  const onStack = new Set();
  const visit = (file) => {
    graph.index.set(file, counter);
    graph.low.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const next of importsOf(file)) {
      if (!graph.index.has(next)) {
        visit(next);
        graph.low.set(file, Math.min(graph.low.get(file), graph.low.get(next)));
      } else if (onStack.has(next)) {
        graph.low.set(file, Math.min(graph.low.get(file), graph.index.get(next)));
      }
    }
    if (graph.low.get(file) === graph.index.get(file)) {
      const members = new Set();
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        members.add(member);
      } while (member !== file);
      for (const each of members) graph.scc.set(each, members);
    }
  };
  visit(start);
  return graph.scc.get(start);
}

/** The shortest way from `from` back to `to` inside their component, as file names. */
function wayBack(from, to, members) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === to) break;
    for (const next of importsOf(file))
      if (members.has(next) && !previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
  }
  const way = [];
  for (let file = to; file; file = previous.get(file)) way.unshift(file);
  return way;
}

/** The deepest folder holding every file of a way, so that the message names them short. */
function commonFolder(files) {
  let folder = path.dirname(files[0]);
  while (
    folder !== path.dirname(folder) &&
    !files.every((file) => file.startsWith(folder + path.sep))
  )
    folder = path.dirname(folder);
  return folder;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle (type imports count): {{way}}.' },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (!path.isAbsolute(filename)) return {};
    if (Date.now() - graph.at > GRAPH_LIFETIME_MS) graph = newGraph();
    // The linted file as the editor holds it: a graph read with other imports is read again.
    const known = graph.imports.get(filename);
    const imports = importsOf(filename, context.sourceCode.text);
    if (known && (known.size !== imports.size || [...known].some((file) => !imports.has(file)))) {
      graph = newGraph();
      graph.imports.set(filename, imports);
    }
    const members = component(filename);

    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = resolve(filename, source.value);
      if (!target || !members.has(target)) return;
      const files = [filename, ...wayBack(target, filename, members)];
      const way = files.map((file) => path.relative(commonFolder(files), file)).join(' → ');
      context.report({ node, messageId: 'cycle', data: { way } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.argument?.literal ?? node.source),
    };
  },
};
