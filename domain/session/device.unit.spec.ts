/** Proves the device reading names the browser families in the order their agents contain each other's tokens, and words an unknown device. */
import { describe, expect, it } from 'vitest';
import { browserFamily, deviceOf, deviceParts } from './device.ts';

const edge = 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0';
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const safari = 'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';

describe('the device a sign-in came from', () => {
  it('names Edge before Chrome and Chrome before Safari', () => {
    expect([edge, chrome, safari, 'Firefox/121.0', 'curl/8'].map(browserFamily)).toEqual(['Edge', 'Chrome', 'Safari', 'Firefox', null]);
  });

  it('words the device as the alerts and notifications show it', () => {
    expect(deviceOf({ userAgent: chrome, platform: 'Linux' })).toBe('Chrome on Linux');
    expect(deviceOf({ userAgent: 'curl/8', platform: 'Linux' })).toBe('Browser on Linux');
    expect(deviceOf({ userAgent: safari })).toBe('Safari');
    expect(deviceOf({})).toBe('Unknown device');
    expect(deviceParts({ userAgent: 42, platform: '' })).toEqual({ browser: null, platform: null });
  });
});
