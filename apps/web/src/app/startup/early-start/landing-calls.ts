import {
  activeSlidesPayload,
  categoriesPayload,
  firstItems,
  gridPage,
  sliderPayload,
  slotBannerPayload,
} from '../../../shared/api/list-payloads.ts';
import type { RpcCall } from '../../../shared/rpc/request-body.ts';
import {
  FIRST_SCREEN_ROWS,
  HOME_ROW_FILTERS,
} from '../../../features/home/api/home-row-filters.ts';
import {
  lobbyFilterFromPath,
  lobbyOfPath,
  lobbyPayload,
} from '../../../features/lobby/lib/lobby-filter.ts';

export interface LandingCall extends RpcCall {
  /** A lobby grid's first page: its first cards' artwork is worth fetching at once. */
  grid?: boolean;
}

/**
 * The requests a landing page makes first, exactly as its route loader makes them (a test
 * holds the two together): the home page's sliders and top rows, a lobby's tabs and first 48
 * (and the slot lobby's banner).
 */
export function landingCalls(pathname: string): LandingCall[] {
  if (pathname === '/') {
    return [
      { className: 'cms', method: 'getSlider', payload: sliderPayload() },
      { className: 'slider', method: 'get_active_items', payload: activeSlidesPayload() },
      ...FIRST_SCREEN_ROWS.map((row) => ({
        className: 'casino',
        method: 'games_list',
        payload: firstItems(HOME_ROW_FILTERS[row]),
      })),
    ];
  }
  const lobby = lobbyOfPath(pathname);
  if (!lobby) return [];
  const filter = lobbyPayload(lobbyFilterFromPath(lobby, pathname), undefined);
  const className = lobby === 'slot' ? 'casino' : 'livecasino';
  return [
    ...(lobby === 'slot'
      ? [{ className: 'cms', method: 'getIcSlider', payload: slotBannerPayload() }]
      : []),
    { className, method: 'category_list', payload: categoriesPayload(lobby) },
    {
      className,
      method: lobby === 'slot' ? 'games_list' : 'game_table_list',
      payload: gridPage(filter, 0),
      grid: true,
    },
  ];
}
