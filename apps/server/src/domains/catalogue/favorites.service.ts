import type { Payload } from '@lale/contract/registry';
import type { Db } from '../../db/client.ts';
import { refusals } from '../../platform/refusal.ts';
import { favoritesRepository as repo } from './favorites.repository.ts';

/**
 * Adds or removes one game or live table of the player's favourites and answers the whole id
 * list of that type. Removing is always allowed; adding needs a playable id.
 */
export async function toggleFavorite(
  db: Db,
  uid: number,
  input: Payload<'user', 'favorites'>,
  now: Date,
): Promise<number[]> {
  if (input.mode === 'insert') {
    if (!(await repo.exists(db, input.type, input.id)))
      throw refusals.notFound('game_not_found', { id: 'game_not_found' });
    await repo.insert(db, input.type, uid, input.id, now);
  } else {
    await repo.remove(db, input.type, uid, input.id);
  }
  return repo.ids(db, input.type, uid);
}
