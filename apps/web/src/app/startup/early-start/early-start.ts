// The first script a page runs, built on its own (vite.early-start.ts) and loaded beside the
// entry: while the app's code downloads, it fetches the landing page's code and data. On a
// page the server rendered, it loads the app itself, once the page has painted.
import { preloadImages, PRELOADED_THUMBNAILS } from '../../../shared/lib/preload-images.ts';
import { sendEarly } from '../../../shared/rpc/early-responses.ts';
import { encodeRpcBody, RPC_HEADERS, RPC_PATH } from '../../../shared/rpc/request-body.ts';
import { hasStoredSession } from '../../../shared/session/stored-session.ts';
import { codecs } from '../../../shared/store/codecs.ts';
import { readRaw } from '../../../shared/store/storage.ts';
import { RENDERED_PAGE_MARK } from '@lale/contract/rendered-page';
import { loadAppCodeAfterPaint } from './app-code.ts';
import { landingCalls } from './landing-calls.ts';
import { preloadRouteCode } from './route-code.ts';

const { pathname } = window.location;
// A page the server rendered carries its first data and names its first images itself; its
// code follows once it has painted.
const rendered = document.querySelector(`meta[name="${RENDERED_PAGE_MARK}"]`) !== null;
if (rendered) loadAppCodeAfterPaint(() => preloadRouteCode(pathname));
else preloadRouteCode(pathname);

// A signed-in player's calls carry the user block, which the app builds; only a guest's
// requests (first visits, where the wait is longest) are started here.
if (!hasStoredSession() && !rendered) {
  const lang = codecs.userLanguage.read(readRaw('userLanguage'));
  for (const call of landingCalls(pathname)) {
    const response = sendEarly(RPC_PATH, { headers: RPC_HEADERS, body: encodeRpcBody(call, lang) });
    if (call.grid) {
      // The first cards' artwork is the page's largest paint: fetch it as soon as it is named.
      response
        .then((r) =>
          r.ok ? (r.clone().json() as Promise<{ data?: { thumbnail?: string }[] }>) : null,
        )
        .then((reply) => {
          const urls = (reply?.data ?? []).slice(0, PRELOADED_THUMBNAILS).map((g) => g.thumbnail);
          preloadImages(urls.filter((url): url is string => typeof url === 'string'));
        })
        .catch(() => undefined);
    }
  }
}
