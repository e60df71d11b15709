import { navigateTo, currentPath } from '../navigation/navigator.ts';
import { onMutationError, queryClient } from '../query/query-client.ts';
import { paths } from '../routes/paths.ts';
import { call } from '../rpc/call.ts';
import { saveReturnUrl } from '../session/return-url.ts';
import { isSignedIn } from '../session/session-actions.ts';
import { showMessageToast, showReplyToast } from '../ui/toast.ts';
import { applyFavoriteIds } from './favorite-queries.ts';
import type { FavoriteType } from './favorite-queries.ts';

export interface FavoriteChange {
  type: FavoriteType;
  id: number;
  add: boolean;
}

/**
 * SPEC §7 `user favorites` insert/delete with the SPEC §8 toasts; the reply's id list updates
 * every cached list. A guest is sent to /login and comes back here afterwards (SPEC §2).
 */
export async function toggleFavorite(change: FavoriteChange, client = queryClient): Promise<void> {
  if (!isSignedIn()) {
    saveReturnUrl(currentPath());
    await navigateTo(paths.login);
    return;
  }
  try {
    const reply = await call('user', 'favorites', {
      mode: change.add ? 'insert' : 'delete',
      type: change.type,
      id: change.id,
    });
    if (!reply.result) {
      showReplyToast(reply);
      return;
    }
    applyFavoriteIds(client, change.type, reply.data);
    showMessageToast(change.add ? 'favorite_added' : 'favorite_removed', 'positive');
  } catch (error) {
    onMutationError(error);
  }
}
