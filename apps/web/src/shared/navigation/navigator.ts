/**
 * Lets code outside React (the RPC client, the session helpers) change the route. The app
 * registers the router's `navigate` at start; before that, a full page load does the job.
 */
export interface NavigateOptions {
  replace?: boolean;
  /** History state for the page (e.g. a game's name for its play page). */
  state?: unknown;
}

type Navigate = (to: string, options?: NavigateOptions) => Promise<void> | void;

let navigateImpl: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

/** Resolves once the router has moved (lazy pages loaded). */
export async function navigateTo(to: string, options?: NavigateOptions): Promise<void> {
  await navigateImpl(to, options);
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
