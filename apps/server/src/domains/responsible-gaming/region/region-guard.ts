import { eq } from 'drizzle-orm';
import { NORTHERN_CYPRUS, type IpInfo } from '@lale/contract/geo';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';
import { AsnRanges } from '../../../platform/geo/asn-ranges.ts';
import { CountryDatabase } from '../../../platform/geo/country-database.ts';
import { plainAddress } from '../../../platform/geo/ip-number.ts';
import { refusals } from '../../../platform/refusal.ts';
import { TtlCache } from '../../../platform/ttl-cache.ts';
import { NORTHERN_CYPRUS_NETWORKS } from './northern-cyprus-networks.ts';

/**
 * How long a player's declared country is kept in memory: it is read once per player and
 * period, not on every spin or coupon (the coupon bench); a change shows within this time.
 */
const DECLARED_COUNTRY_TTL_MS = 60_000;

/**
 * SPEC §1: citizens or ID holders of northern Cyprus living within its borders may not play
 * live casino, slots or sports bets. Refused when the request comes from a northern-Cyprus
 * address (its network, northern-cyprus-networks.ts) or the player declared that country.
 */
export class RegionGuard {
  private readonly declared = new TtlCache<string | null>(DECLARED_COUNTRY_TTL_MS, 50_000);

  constructor(
    private readonly countries: CountryDatabase,
    readonly northernNetworks: AsnRanges,
  ) {}

  /** The look-up of SPEC §7 (`userInfo`) for an address. */
  locate(address: string): IpInfo {
    const ip = plainAddress(address);
    const north = this.northernNetworks.find(ip) !== null;
    return {
      ip,
      country: this.countries.country(ip),
      region: north ? 'northern-cyprus' : null,
      restricted: north,
    };
  }

  async declaredNorthern(db: Db, userId: number): Promise<boolean> {
    const country = await this.declared.get(String(userId), async () => {
      const [row] = await db
        .select({ country: users.country })
        .from(users)
        .where(eq(users.id, userId));
      return row?.country ?? null;
    });
    return country === NORTHERN_CYPRUS;
  }

  /** Whether this player at this address may play slots, live casino and sports bets. */
  async restricted(db: Db, caller: { ip: string; userId: number | null }): Promise<boolean> {
    if (this.locate(caller.ip).restricted) return true;
    return caller.userId !== null && (await this.declaredNorthern(db, caller.userId));
  }

  /** Refuses a restricted product with SPEC's notice. */
  async assertAllowed(db: Db, caller: { ip: string; userId: number | null }): Promise<void> {
    if (await this.restricted(db, caller)) throw refusals.forbidden('rg_region_restricted');
  }
}

let opening: Promise<RegionGuard> | null = null;

/** The guard over the packaged databases, opened once per process (about 0.3 s, ~10 MB). */
export function regionGuard(): Promise<RegionGuard> {
  opening ??= Promise.all([
    CountryDatabase.open(),
    AsnRanges.load(new Set(NORTHERN_CYPRUS_NETWORKS.keys())),
  ]).then(([countries, north]) => new RegionGuard(countries, north));
  return opening;
}

/** Refuses slots, live casino and sports bets to a player in or of northern Cyprus. */
export async function assertRegionAllows(
  db: Db,
  caller: { ip: string; userId: number | null },
): Promise<void> {
  await (await regionGuard()).assertAllowed(db, caller);
}
