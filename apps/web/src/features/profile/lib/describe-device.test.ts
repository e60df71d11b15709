import { describe, expect, it } from 'vitest';
import { describeDevice } from './describe-device.ts';

describe('session device labels', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      'Chrome · Linux',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
      'Edge · Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'Safari · iOS',
    ],
    ['Mozilla/5.0 (Android 14; Mobile; rv:130.0) Gecko/130.0 Firefox/130.0', 'Firefox · Android'],
  ])('%s → %s', (agent, label) => {
    expect(describeDevice(agent)).toBe(label);
  });

  it('says nothing for an agent it does not know', () => {
    expect(describeDevice('')).toBeNull();
    expect(describeDevice('curl/8.5.0')).toBeNull();
  });
});
