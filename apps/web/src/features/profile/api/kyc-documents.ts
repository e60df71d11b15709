import type { DocumentKind } from '@lale/contract/backoffice-players';
import { PANEL_HEADER, type RpcReply } from '@lale/contract/envelope';
import { KYC_DOCUMENT_MAX_BYTES, KYC_DOCUMENT_TYPES, KYC_DOCUMENTS_PATH } from '@lale/contract/kyc';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callData } from '../../../shared/rpc/call.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

/** kyc list_documents: every kind with its state and newest file. */
export const kycDocumentsQuery = () =>
  queryOptions({
    queryKey: ['kyc', 'documents'],
    queryFn: ({ signal }) => callData('kyc', 'list_documents', {}, { signal }),
  });

export const useKycDocuments = () => useQuery(kycDocumentsQuery());

const EXTENSIONS = /\.(jpe?g|png|pdf)$/i;

/** What the browser can tell before uploading; the server checks the bytes themselves. */
export function documentProblem(file: File): 'wrongType' | 'tooLarge' | null {
  const typed = (KYC_DOCUMENT_TYPES as readonly string[]).includes(file.type);
  if (!typed && !EXTENSIONS.test(file.name)) return 'wrongType';
  if (file.size > KYC_DOCUMENT_MAX_BYTES) return 'tooLarge';
  return null;
}

async function uploadDocument(input: {
  kind: DocumentKind;
  file: File;
}): Promise<RpcReply<{ id: number }>> {
  const lang = useAppStore.getState().userLanguage;
  const query = new URLSearchParams({ kind: input.kind, name: input.file.name, Lang: lang });
  const response = await fetch(`${KYC_DOCUMENTS_PATH}?${query}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      [PANEL_HEADER.name]: PANEL_HEADER.value,
      'content-type': input.file.type || 'application/octet-stream',
    },
    body: input.file,
  });
  return (await response.json()) as RpcReply<{ id: number }>;
}

/** Sends a file, then reads the documents again. */
export function useUploadDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSettled: () => client.invalidateQueries({ queryKey: ['kyc', 'documents'] }),
  });
}
