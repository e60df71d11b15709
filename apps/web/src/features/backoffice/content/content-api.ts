import { BACKOFFICE_API, BACKOFFICE_PANEL } from '@lale/contract/backoffice';
import type { CmsMediaView } from '@lale/contract/backoffice-cms';
import type { RpcReply } from '@lale/contract/envelope';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { backofficeRequest } from '../api/backoffice-api.ts';

/** The content kinds under /backoffice/api/v1/cms that list, save and delete alike. */
export type ContentKind =
  'sliders' | 'promotions' | 'popups' | 'special-dates' | 'mass-messages' | 'information' | 'menus';

export const contentQuery = <T>(kind: ContentKind) =>
  queryOptions({
    queryKey: ['backoffice', 'cms', kind],
    queryFn: () => backofficeRequest<{ items: T }>('GET', `/cms/${kind}`),
  });

/** Saves (POST /cms/<kind>) or deletes (POST /cms/<kind>/delete); the list is read again. */
export function useContentWrite<R = unknown>(
  kind: ContentKind,
  action: 'save' | 'delete' = 'save',
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      backofficeRequest<R>(
        'POST',
        action === 'save' ? `/cms/${kind}` : `/cms/${kind}/delete`,
        body,
      ),
    onSuccess: (reply) => {
      if (reply.result) void client.invalidateQueries({ queryKey: ['backoffice', 'cms', kind] });
    },
  });
}

/** POST /cms/media with the file itself as the body: the server decides what it is. */
export function useMediaUpload() {
  return useMutation({
    mutationFn: async (file: File): Promise<RpcReply<CmsMediaView>> => {
      const lang = useAppStore.getState().userLanguage;
      const response = await fetch(`${BACKOFFICE_API}/cms/media?Lang=${lang}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          [BACKOFFICE_PANEL.name]: BACKOFFICE_PANEL.value,
          'content-type': file.type || 'application/octet-stream',
        },
        body: file,
      });
      return (await response.json()) as RpcReply<CmsMediaView>;
    },
  });
}
