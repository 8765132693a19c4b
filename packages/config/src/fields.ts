import { z } from 'zod';

// Building blocks shared by the service schemas.
export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
export const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
export const url = (protocols: string[]) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol.replace(/:$/, ''));
    } catch {
      return false;
    }
  }, `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`);
export const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

const IP_OR_CIDR = /^(?:\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?|[0-9a-fA-F:]+(?:\/\d{1,3})?|loopback|linklocal|uniquelocal)$/;

/**
 * Which proxies may set X-Forwarded-For/-Proto: unset or 0 = none; a number = that many hops in front;
 * else a comma-separated list of addresses/CIDRs. Never a plain "true", which would let any client
 * forge its address and dodge the per-IP limits.
 */
export const trustProxy = () =>
  z
    .string()
    .default('0')
    .transform((value, ctx): false | number | string[] => {
      const v = value.trim();
      if (v === '0' || v === 'false') return false;
      if (/^\d+$/.test(v)) return Number(v);
      const list = v.split(',').map((part) => part.trim()).filter(Boolean);
      if (list.length > 0 && list.every((part) => IP_OR_CIDR.test(part))) return list;
      ctx.addIssue({ code: 'custom', message: 'must be a hop count (e.g. 1) or a comma-separated list of proxy addresses/CIDRs, never true' });
      return z.NEVER;
    });
