import { describe, expect, it } from 'vitest';
import { coarseBrowser, networkHash, networkOf } from './opener.ts';

describe("what an opening's log keeps of the opener", () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36', 'Chrome on Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0', 'Edge on Windows'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 19_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.1 Mobile/15E148 Safari/604.1', 'Safari on iOS'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:140.0) Gecko/20100101 Firefox/140.0', 'Firefox on macOS'],
    ['Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/28.0 Chrome/130.0 Mobile Safari/537.36', 'Samsung Internet on Android'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36', 'Chrome on Linux'],
    ['curl/8.11.0', 'Unknown browser'],
    [undefined, 'Unknown browser'],
  ])('names %s as %s, never the whole agent', (agent, name) => {
    expect(coarseBrowser(agent)).toBe(name);
  });

  it('keeps a network, never an address: a /24, a /48, the same tag within one', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:aa:bb::5')).toBe('2001:0db8:00aa::/48');
    expect(networkOf('not an address')).toBe('unknown');
    const secret = 'a-secret-of-the-server-0123456789';
    expect(networkHash(secret, '203.0.113.77')).toBe(networkHash(secret, '203.0.113.200'));
    expect(networkHash(secret, '203.0.113.77')).not.toBe(networkHash(secret, '203.0.114.77'));
    expect(networkHash(secret, '203.0.113.77')).not.toBe(networkHash('another-secret-0123456789abcdef', '203.0.113.77'));
    expect(networkHash(secret, '203.0.113.77')).toMatch(/^[0-9a-f]{16}$/);
  });
});
