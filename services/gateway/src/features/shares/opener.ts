import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

// What the buyer's log keeps of whoever opened a shared link: a coarse browser name and a tag of their
// network. Never the address: the network (/24 or /48) is hashed with a server secret, so the tag tells
// "the same office" apart from "somewhere else" and cannot be turned back into an address.

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Headless)?(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** 'Chrome on Windows', 'Safari on iOS', … ; 'Unknown browser' for anything else (a script, a mail scanner). */
export function coarseBrowser(userAgent: string | undefined): string {
  const agent = (userAgent ?? '').slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (!browser) return system ? `Unknown browser on ${system}` : 'Unknown browser';
  return system ? `${browser} on ${system}` : browser;
}

/** The network an address belongs to: its /24 (IPv4, also when mapped into IPv6) or its /48 (IPv6). */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const v4 = mapped ?? (isIPv4(ip) ? ip : null);
  if (v4) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(ip)) return `${expandIPv6(ip).slice(0, 3).join(':')}::/48`;
  return 'unknown';
}

function expandIPv6(ip: string): string[] {
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return groups.map((group) => group.toLowerCase().padStart(4, '0'));
}

/** 16 hex of HMAC-SHA256(secret, network): the same network, the same tag; no address kept. */
export const networkHash = (secret: string, ip: string) => createHmac('sha256', secret).update(`report-share-network:${networkOf(ip)}`).digest('hex').slice(0, 16);
