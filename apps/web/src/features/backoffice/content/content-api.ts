import type { BackofficeBody, BackofficeReply } from '@lale/contract/backoffice/routes';
import type { RpcReply } from '@lale/contract/envelope';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backoffice } from '../api/backoffice-client.ts';

/** The content kinds the contract lists and saves alike (`cms.<kind>.list`, `cms.<kind>.save`). */
export type ContentKind =
  'sliders' | 'promotions' | 'popups' | 'special-dates' | 'mass-messages' | 'information' | 'menus';
/** The kinds made of dated records, which are also deleted (`cms.<kind>.delete`). */
export type RecordKind = Exclude<ContentKind, 'information' | 'menus'>;

type ListName = `cms.${ContentKind}.list`;
type SaveName = `cms.${ContentKind}.save`;
type DeleteName = `cms.${RecordKind}.delete`;

export const contentQuery = <K extends ContentKind>(kind: K) =>
  queryOptions({
    queryKey: ['backoffice', 'cms', kind],
    // The kind names its route: the reply is that route's.
    queryFn: () =>
      backoffice.call(`cms.${kind}.list` as ListName) as Promise<
        RpcReply<BackofficeReply<`cms.${K}.list`>>
      >,
  });

/** Reads the kind's list again after a write that went through. */
function useContentMutation<B, R>(kind: ContentKind, send: (body: B) => Promise<RpcReply<R>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (reply) => {
      if (reply.result) void client.invalidateQueries({ queryKey: ['backoffice', 'cms', kind] });
    },
  });
}

/** Saves a record of the kind (new, or by its id). */
export const useContentSave = <K extends ContentKind>(kind: K) =>
  useContentMutation(
    kind,
    (body: BackofficeBody<`cms.${K}.save`>) =>
      backoffice.send(`cms.${kind}.save` as SaveName, body as BackofficeBody<SaveName>) as Promise<
        RpcReply<BackofficeReply<`cms.${K}.save`>>
      >,
  );

/** Deletes a record of the kind. */
export const useContentDelete = (kind: RecordKind) =>
  useContentMutation(kind, (body: BackofficeBody<DeleteName>) =>
    backoffice.send(`cms.${kind}.delete`, body),
  );

/** A picture for a record, the file itself as the body: the server decides what it is. */
export function useMediaUpload() {
  return useMutation({
    mutationFn: (file: File) => backoffice.upload('cms.media.upload', file),
  });
}
