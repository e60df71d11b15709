import { paths } from '../routes/paths.ts';
import { setReturnUrl } from '../store/app-actions.ts';
import { useAppStore } from '../store/app-store.ts';

/** Only same-site paths may be returned to ('//host' and 'https:' would leave the site). */
export function isSafeInternalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** SPEC §2: the full intended path (pathname + search) a guest wanted before /login. */
export function saveReturnUrl(path: string): void {
  if (!isSafeInternalPath(path) || path.startsWith(paths.login)) return;
  setReturnUrl(path);
}

/** SPEC §2: after login go to the saved path; one that mentions 'profile', or none, goes home. */
export function postLoginDestination(returnUrl: string | null): string {
  if (!returnUrl || !isSafeInternalPath(returnUrl) || returnUrl.includes('profile'))
    return paths.home;
  return returnUrl;
}

/** Reads the destination and forgets the saved path. */
export function takePostLoginDestination(): string {
  const destination = postLoginDestination(useAppStore.getState().returnUrl);
  setReturnUrl(null);
  return destination;
}
