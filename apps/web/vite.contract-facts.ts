import path from 'node:path';
import type { Plugin } from 'vite';
import { runnerImport } from 'vite';

const ID = 'virtual:lale/contract-facts';
const RESOLVED = `\0${ID}`;

interface Registry {
  listMethods(): { className: string; methodName: string; spec: { auth: string } }[];
}
interface Casino {
  GAME_TYPES: readonly string[];
  LIVE_TABLE_TYPES: readonly string[];
}

/**
 * The few contract facts the first screens need at run time, read from the contract when the
 * app is built: each method's auth level (so the RPC client knows when to send the user block)
 * and the game and table types. The contract's modules carry zod schemas; importing them
 * would put zod (~45 kB gzip) in front of the first API call.
 */
export function contractFacts(): Plugin {
  const contract = path.resolve(import.meta.dirname, '../../packages/contract/src');
  const load = async <T>(file: string) =>
    (await runnerImport<T>(path.join(contract, file), { configFile: false, logLevel: 'error' }))
      .module;
  return {
    name: 'lale-contract-facts',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const [registry, casino] = await Promise.all([
        load<Registry>('registry.ts'),
        load<Casino>('methods/casino.ts'),
      ]);
      const auth = Object.fromEntries(
        registry.listMethods().map((m) => [`${m.className}.${m.methodName}`, m.spec.auth]),
      );
      return [
        `export const METHOD_AUTH = ${JSON.stringify(auth)};`,
        `export const GAME_TYPES = ${JSON.stringify(casino.GAME_TYPES)};`,
        `export const LIVE_TABLE_TYPES = ${JSON.stringify(casino.LIVE_TABLE_TYPES)};`,
      ].join('\n');
    },
  };
}
