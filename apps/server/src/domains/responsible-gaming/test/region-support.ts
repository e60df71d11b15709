import { AsnRanges } from '../../../platform/geo/asn-ranges.ts';
import { ipv4Number } from '../../../platform/geo/ip-number.ts';

/** A real address of a network from the packaged ASN database: the middle of its largest block. */
export async function addressOf(asn: number): Promise<string> {
  const size = (b: { start: string; end: string }) => ipv4Number(b.end) - ipv4Number(b.start);
  const blocks = (await AsnRanges.load(new Set([asn]))).blocks();
  const block = blocks.sort((a, b) => size(b) - size(a))[0];
  if (!block) throw new Error(`AS${asn} has no IPv4 block in the packaged data`);
  const middle = Math.floor((ipv4Number(block.start) + ipv4Number(block.end)) / 2);
  return [24, 16, 8, 0].map((shift) => (middle >>> shift) & 255).join('.');
}

/** KKTC Telekom, the north's state telecom; Türk Telekom (Turkey); Cyta (the south). */
export const KKTC_TELEKOM = 198208;
export const TURK_TELEKOM = 9121;
export const CYTA = 6866;
