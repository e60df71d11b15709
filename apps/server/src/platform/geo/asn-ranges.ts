import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ipNumber, ipv4Number, ipv6Number } from './ip-number.ts';

interface Range<N> {
  start: N;
  end: N;
  asn: number;
  organisation: string;
}

/**
 * The address blocks of chosen autonomous systems (networks), from the packaged ASN database
 * (`@ip-location-db/asn`: RouteViews' announcements and the regional registries' allocations,
 * CC BY 4.0), read once from its CSV files; only the chosen networks' rows are kept in memory.
 */
export class AsnRanges {
  private constructor(
    private readonly v4: Range<number>[],
    private readonly v6: Range<bigint>[],
  ) {}

  static async load(asns: ReadonlySet<number>): Promise<AsnRanges> {
    const folder = path.dirname(
      createRequire(import.meta.url).resolve('@ip-location-db/asn/package.json'),
    );
    const [v4, v6] = await Promise.all([
      readFile(path.join(folder, 'asn-ipv4.csv'), 'utf8'),
      readFile(path.join(folder, 'asn-ipv6.csv'), 'utf8'),
    ]);
    return new AsnRanges(rowsOf(v4, asns, ipv4Number), rowsOf(v6, asns, ipv6Number));
  }

  /** The chosen network the address belongs to, or null. */
  find(address: string): { asn: number; organisation: string } | null {
    const ip = ipNumber(address);
    if (!ip) return null;
    const hit = ip.version === 4 ? search(this.v4, ip.value) : search(this.v6, ip.value);
    return hit ? { asn: hit.asn, organisation: hit.organisation } : null;
  }

  /** Every kept block (tests take real addresses of a network from here). */
  blocks(): { start: string; end: string; asn: number; organisation: string }[] {
    return this.v4.map((r) => ({ ...r, start: ipv4Text(r.start), end: ipv4Text(r.end) }));
  }
}

function rowsOf<N extends number | bigint>(
  csv: string,
  asns: ReadonlySet<number>,
  toNumber: (address: string) => N,
): Range<N>[] {
  const rows: Range<N>[] = [];
  for (const line of csv.split('\n')) {
    // start,end,asn,organisation (only the organisation is ever quoted)
    const first = line.indexOf(',');
    const second = line.indexOf(',', first + 1);
    const third = line.indexOf(',', second + 1);
    if (third < 0) continue;
    const asn = Number(line.slice(second + 1, third));
    if (!asns.has(asn)) continue;
    rows.push({
      start: toNumber(line.slice(0, first)),
      end: toNumber(line.slice(first + 1, second)),
      asn,
      organisation: line.slice(third + 1).replace(/^"|"$/g, ''),
    });
  }
  return rows.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

function search<N extends number | bigint>(rows: Range<N>[], value: N): Range<N> | null {
  let low = 0;
  let high = rows.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const row = rows[middle]!;
    if (row.end < value) low = middle + 1;
    else if (row.start > value) high = middle - 1;
    else return row;
  }
  return null;
}

function ipv4Text(value: number): string {
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');
}
