import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { link, publicBase } from './links.ts';

describe('links in emails', () => {
  it('use PUBLIC_URL when set, else the origin the request came to', async () => {
    const app = Fastify();
    app.get('/base', async (request) => ({
      configured: publicBase(request, 'https://doco.example.com.au/'),
      fromRequest: publicBase(request, undefined),
    }));
    const res = await app.inject({ url: '/base', headers: { host: 'localhost:3000' } });
    expect(res.json()).toEqual({ configured: 'https://doco.example.com.au', fromRequest: 'http://localhost:3000' });
    await app.close();
  });

  it('carry the token as a query parameter', () => {
    expect(link('https://doco.example', '/verify-email', 'a-b_c')).toBe('https://doco.example/verify-email?token=a-b_c');
  });
});
