import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../test/helpers.ts';
import { multipartBody } from '../../test/multipart.ts';
import { signedInUser } from '../../test/sign-in.ts';

let gateway: TestGateway;
let plain: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway({ publicUrl: 'https://doco.example.com.au' });
  plain = await createTestGateway();
});
afterAll(async () => {
  await gateway.close();
  await plain.close();
});

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self' https://js.stripe.com");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(String(headers['permissions-policy'])).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('DENY');
}

describe('security headers', () => {
  it('are on the web app, with HSTS when the public URL is https', async () => {
    const page = await gateway.app.inject('/');
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page.headers);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('are on API answers, signed in or not', async () => {
    const anonymous = await gateway.app.inject('/api/auth/user');
    expect(anonymous.statusCode).toBe(401);
    expectSecurityHeaders(anonymous.headers);
    const { cookie } = await signedInUser(plain);
    const me = await plain.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expectSecurityHeaders(me.headers);
  });

  it('leave out HSTS when the public URL is plain http (a laptop)', async () => {
    const page = await plain.app.inject('/');
    expectSecurityHeaders(page.headers);
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('serve a report as an attachment of a fixed type, whatever type was stored', async () => {
    const gateway = plain; // signed in over plain http
    const { cookie } = await signedInUser(gateway);
    const body = await multipartBody([{ name: 'contract.txt', content: Buffer.from('CONTRACT OF SALE\nPrice: $615,000\n') }]);
    const uploaded = await gateway.app.inject({ method: 'POST', url: '/api/documents', headers: { ...body.headers, cookie }, payload: body.payload });
    const { analysis } = uploaded.json() as { analysis: { id: string } };
    const db = gateway.deps.db;
    await db.updateTable('analyses').set({ status: 'completed', progress: 100 }).where('id', '=', analysis.id).execute();
    const html = Buffer.from('<script>alert(1)</script>');
    const key = `reports/test/${analysis.id}.pdf`;
    await gateway.deps.storage.put(key, html);
    await db
      .insertInto('reports')
      .values({ analysisId: analysis.id, type: 'pdf', filename: 'report.pdf', contentType: 'text/html', fileSize: html.length, storageKey: key })
      .execute();

    const download = await gateway.app.inject({ url: `/api/analyses/${analysis.id}/report.pdf`, headers: { cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="report.pdf"');
    expectSecurityHeaders(download.headers);
  });
});
