import { backoffice } from '../api/backoffice-client.ts';
import { usePlayerAction } from './player-page-api.ts';

/**
 * One uploaded file's bytes (the route needs the panel header, so a plain link cannot open
 * it): a blob the page shows and offers to save. Each opening is audited by the server.
 */
export async function fetchDocumentFile(uid: number, id: number): Promise<Blob | null> {
  const response = await backoffice.download('players.documentFile', { params: { uid, id } });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.startsWith('application/json')) return null;
  return response.blob();
}

/** Approves or rejects a kind's newest file, then reads the player page again. */
export const useDecideDocument = () => usePlayerAction('players.decideDocument');
