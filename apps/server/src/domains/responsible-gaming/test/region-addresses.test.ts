import { describe, expect, it } from 'vitest';
import { regionGuard } from '../api.ts';
import { addressOf, CYTA, KKTC_TELEKOM, TURK_TELEKOM } from './region-support.ts';

/** The look-up itself, on the packaged databases: every form an address reaches the server in. */
describe('placing an address', () => {
  it('places a northern operator’s IPv4 and IPv6 addresses in northern Cyprus', async () => {
    const guard = await regionGuard();
    const north = await addressOf(KKTC_TELEKOM);
    expect(guard.locate(north)).toMatchObject({ region: 'northern-cyprus', restricted: true });
    // As a dual-stack socket reports it.
    expect(guard.locate(`::ffff:${north}`)).toMatchObject({ ip: north, restricted: true });
    // Kıbrıs Mobile's (Kuzey Kıbrıs Turkcell) IPv6 block, 2a02:7d80::/32 in the ASN data.
    expect(guard.locate('2a02:7d80:12::abcd')).toMatchObject({
      region: 'northern-cyprus',
      restricted: true,
    });
  });

  it('leaves Turkey, the south and addresses it cannot place unrestricted', async () => {
    const guard = await regionGuard();
    expect(guard.locate(await addressOf(TURK_TELEKOM))).toMatchObject({
      country: 'TR',
      restricted: false,
    });
    expect(guard.locate(await addressOf(CYTA))).toMatchObject({ country: 'CY', restricted: false });
    for (const ip of ['127.0.0.1', '10.1.2.3', '::1', 'not-an-address'])
      expect(guard.locate(ip)).toEqual({ ip, country: null, region: null, restricted: false });
  });
});
