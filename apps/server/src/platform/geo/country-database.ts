import { createRequire } from 'node:module';
import path from 'node:path';
import { open, type Reader, type Response } from 'maxmind';
import { plainAddress } from './ip-number.ts';

/** The ip-location-db files' record: only the code, not MaxMind's country object. */
type CountryRecord = { country_code?: string } | null;

/**
 * The packaged country database (`@ip-location-db/geo-whois-asn-country-mmdb`, CC0: the
 * registries' whois country, refined by network and operators' geofeeds), IPv4 and IPv6 in
 * one MaxMind DB file, held in memory by the `maxmind` reader; a look-up is a tree walk.
 */
export class CountryDatabase {
  private constructor(private readonly reader: Reader<Response>) {}

  static async open(): Promise<CountryDatabase> {
    const folder = path.dirname(
      createRequire(import.meta.url).resolve(
        '@ip-location-db/geo-whois-asn-country-mmdb/package.json',
      ),
    );
    return new CountryDatabase(
      await open<Response>(path.join(folder, 'geo-whois-asn-country.mmdb')),
    );
  }

  /** ISO 3166-1 alpha-2, or null for an address the database does not place (private, unknown). */
  country(address: string): string | null {
    try {
      const found = this.reader.get(plainAddress(address)) as CountryRecord;
      return found?.country_code ?? null;
    } catch {
      return null;
    }
  }
}
