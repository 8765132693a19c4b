import { describe, expect, it } from 'vitest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createDeviceCookies, DEVICE_TTL_MS } from './device-cookie.ts';

const secret = 'device-cookie-test-secret-0123456789abcdef';
const devices = createDeviceCookies({ secret, secure: false, hostPrefix: false });
const requestWith = (value?: string) => ({ cookies: value === undefined ? {} : { 'doco.device': value } }) as unknown as FastifyRequest;
/** Signs in to each account in turn from one browser; returns the cookie's value at the end. */
function signInTo(accounts: string[], start?: string) {
  let value = start;
  for (const account of accounts) {
    const reply = { setCookie: (_name: string, v: string) => (value = v) } as unknown as FastifyReply;
    devices.remember(requestWith(value), reply, account);
  }
  return value!;
}

describe('device cookies', () => {
  it('name the accounts the browser signed in to, each by a token of its own', () => {
    const value = signInTo(['user-1', 'admin:admin-1']);
    expect(devices.knows(requestWith(value), 'user-1')).toBe(true);
    expect(devices.knows(requestWith(value), 'admin:admin-1')).toBe(true);
    expect(devices.knows(requestWith(value), 'user-2')).toBe(false);
    expect(devices.knows(requestWith(), 'user-1')).toBe(false);
  });

  it('are worth nothing signed with another secret, or issued before the account last changed its password', () => {
    const value = signInTo(['user-1']);
    const other = createDeviceCookies({ secret: `${secret}-other`, secure: false, hostPrefix: false });
    expect(other.knows(requestWith(value), 'user-1')).toBe(false);
    expect(devices.knows(requestWith(value), 'user-1', new Date(Date.now() + 1000))).toBe(false);
    expect(devices.knows(requestWith(value), 'user-1', new Date(Date.now() - DEVICE_TTL_MS / 2))).toBe(true);
  });

  it('keep the newest five accounts, one token per account', () => {
    const value = signInTo(['a', 'b', 'c', 'd', 'e', 'f', 'f']);
    expect(value.split('~')).toHaveLength(5);
    expect(['a', 'b', 'c', 'd', 'e', 'f'].map((account) => devices.knows(requestWith(value), account))).toEqual([false, true, true, true, true, true]);
  });
});
