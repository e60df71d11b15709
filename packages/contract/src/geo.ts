/**
 * SPEC §7's IP look-up (`userInfo`), answered by the server from its packaged databases:
 * GET /endpoint/v1/ip-info.
 */
export const IP_INFO_PATH = '/endpoint/v1/ip-info';

/**
 * The registration's country value for the Turkish Republic of Northern Cyprus, which has no
 * ISO 3166-1 code: 'XC' is from the range ISO leaves to users (XA–XZ).
 */
export const NORTHERN_CYPRUS = 'XC';

/** Where the address is, as far as the region rule is concerned. */
export type GeoRegion = 'northern-cyprus';

/** The products a player in (or a citizen of) northern Cyprus may not play (SPEC §1). */
export type RestrictedProduct = 'slots' | 'live-casino' | 'sports';

export interface IpInfo {
  /** The address the server counted (the socket's, or X-Forwarded-For's when TRUST_PROXY). */
  ip: string;
  /** ISO 3166-1 alpha-2 of the packaged country database; null when it does not place it. */
  country: string | null;
  region: GeoRegion | null;
  /** Slots, live casino and sports bets are refused (rg_region_restricted). */
  restricted: boolean;
}
