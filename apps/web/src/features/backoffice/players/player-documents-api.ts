import { BACKOFFICE_API, BACKOFFICE_PANEL } from '@lale/contract/backoffice';
import type { DocumentKind } from '@lale/contract/backoffice-players';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRequest } from '../api/backoffice-api.ts';

/**
 * One uploaded file's bytes (the route needs the panel header, so a plain link cannot open
 * it): a blob the page shows and offers to save. Each opening is audited by the server.
 */
export async function fetchDocumentFile(uid: number, id: number): Promise<Blob | null> {
  const response = await fetch(`${BACKOFFICE_API}/players/${uid}/documents/${id}`, {
    credentials: 'same-origin',
    headers: { [BACKOFFICE_PANEL.name]: BACKOFFICE_PANEL.value },
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.startsWith('application/json')) return null;
  return response.blob();
}

export interface DocumentDecision {
  uid: number;
  kind: DocumentKind;
  status: 'approved' | 'rejected';
  note?: string;
}

/** Approves or rejects a kind's newest file, then reads the player page again. */
export function useDecideDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DocumentDecision) =>
      backofficeRequest<unknown>('POST', '/players/documents', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['backoffice', 'players'] }),
  });
}
