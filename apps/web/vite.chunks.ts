import type { CodeSplittingGroup } from 'rolldown';

const pkg = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/**
 * Vendor chunks: libraries change less often than the app, so they stay cached across
 * releases, and the first screen loads a few chunks instead of dozens of slivers. Groups
 * tagged `$initial` take only what the entry needs: a toolkit component used by one lazy page
 * stays in that page's chunk.
 */
export const vendorChunks: CodeSplittingGroup[] = [
  { name: 'react', test: pkg('react|react-dom|scheduler'), priority: 50 },
  { name: 'router', test: pkg('react-router|cookie|set-cookie-parser'), priority: 40 },
  { name: 'query', test: pkg('@tanstack'), priority: 30 },
  {
    name: 'i18n',
    test: pkg('i18next|react-i18next|html-parse-stringify|void-elements'),
    // <Trans> and its HTML parser serve one form: they stay with it.
    tags: ['$initial'],
    priority: 30,
  },
  {
    name: 'ui',
    test: pkg(
      '@mantine|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|get-nonce|react-transition-group|tslib|clsx|@babel|dayjs|zustand|react-number-format|react-textarea-autosize|type-fest',
    ),
    tags: ['$initial'],
    priority: 20,
  },
  // The app's shared code (page frame, cards, lists, favourites): every landing page uses most
  // of it, so it travels beside the entry as one chunk rather than as a dozen slivers.
  // Form helpers, tabs, the lazily mounted toast container and the sportsbook's shared parts
  // (the bet slip, market labels: only its lazy pages and the bet history use them) stay out.
  {
    name: 'shared',
    test: (id) =>
      /apps[\\/]web[\\/]src[\\/]shared[\\/]/.test(id) &&
      !/[\\/](forms[\\/]|bet-slip[\\/]|sports[\\/]|api[\\/]sports-tree\.ts|ui[\\/](phase-tabs|please-wait|toast-container)\.tsx)/.test(
        id,
      ),
    priority: 5,
  },
];
