import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noImportCycle from './scripts/lint/no-import-cycle.mjs';
import tseslint from 'typescript-eslint';

/** The server's test files inside src: test/ folders and files beside the code they test. */
const SERVER_TESTS = ['apps/server/src/**/test/**/*.ts', 'apps/server/src/**/*.test.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      '.reports/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Features stand alone: a feature may use src/shared and src/app wiring, never another
    // feature, and shared code uses no feature. Only src/app, which composes them, imports them.
    // Zones resolve every path, relative ones included.
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/shared/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones() }] },
  },
  {
    files: ['apps/studio/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The server is one home per domain (src/domains/<domain>). A domain may use the shared
    // layers (rpc, http, db, platform) and another domain's api.ts, nothing else of it; the
    // shared layers use no domain. Only the composition (app.ts, rpc-handlers.ts, main.ts,
    // seed/, cli/) wires domains together. No import cycles anywhere in the server, type-only
    // imports included (import-x/no-cycle skips those and has no option to count them).
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX, lale: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: { 'import-x/ignore': ['node_modules'], 'import-x/extensions': ['.ts'] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverZones() }],
      'lale/no-import-cycle': 'error',
    },
  },
  {
    // The boundaries bind production code. A test (in its domain's or layer's test/ folder, or
    // beside its file) sets up its scene with any domain's code and the shared support in
    // apps/server/test; the zone "production imports no test" still holds for every other file.
    files: SERVER_TESTS,
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Refusals come from one factory, so that every code has its kind.
    files: ['apps/server/src/**/*.ts', 'apps/server/test/**/*.ts'],
    ignores: ['apps/server/src/platform/refusal.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Refusal']",
          message: 'Make a refusal with `refusals` (platform/refusal.ts).',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.mjs', '**/cli/**'],
    rules: { 'no-console': 'off' },
  },
);

/** Domain boundaries of apps/server/src, as zones of import-x/no-restricted-paths. */
function serverZones() {
  const base = './apps/server/src';
  const domains = fs
    .readdirSync(new URL(`${base}/domains`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const acrossDomains = domains.flatMap((domain) =>
    domains
      .filter((other) => other !== domain)
      .map((other) => ({
        target: `${base}/domains/${domain}`,
        from: `${base}/domains/${other}`,
        except: ['./api.ts'],
        message: `A domain may use another domain only through its api.ts (${other}/api.ts).`,
      })),
  );
  // The money core depends on no policy: a rule that refuses a bet (limits, breaks, bonus terms)
  // plugs into the wallet's port (domains/wallet/bet-policies.ts) from the composition.
  const walletStandsAlone = {
    target: `${base}/domains/wallet`,
    from: domains.filter((other) => other !== 'wallet').map((other) => `${base}/domains/${other}`),
    message: 'The wallet uses no other domain: a rule that refuses a bet plugs into its port.',
  };
  const sharedLayers = ['rpc', 'http', 'db', 'platform'].map((layer) => ({
    target: `${base}/${layer}`,
    from: [`${base}/domains`, `${base}/seed`],
    message: 'The shared layers (rpc, http, db, platform) may not use a domain.',
  }));
  const composition = {
    target: [`${base}/*.ts`, `${base}/seed`, `${base}/cli`],
    from: `${base}/domains`,
    except: domains.map((domain) => `./${domain}/api.ts`),
    message: 'The composition wires domains through their api.ts.',
  };
  const noTests = {
    target: base,
    from: [`${base}/**/test/**`, `${base}/**/*.test.ts`, './apps/server/test/**'],
    message: 'Production code imports no test file or test support.',
  };
  return [...acrossDomains, walletStandsAlone, ...sharedLayers, composition, noTests];
}

/** Feature boundaries of apps/web/src, as zones of import-x/no-restricted-paths. */
function webZones() {
  const base = './apps/web/src';
  const features = fs
    .readdirSync(new URL(`${base}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const acrossFeatures = features.map((feature) => ({
    target: `${base}/features/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `${base}/features/${other}`),
    message: 'A feature may not import another feature; move shared code to src/shared.',
  }));
  const shared = {
    target: `${base}/shared`,
    from: `${base}/features`,
    message: 'Shared code uses no feature.',
  };
  return [...acrossFeatures, shared];
}
