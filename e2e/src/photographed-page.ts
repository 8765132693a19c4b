import type { BrowserContext } from 'playwright-core';

// A phone photo of one page of a vendor statement, in our own words, made at test time: Chromium draws
// the page on a desk, turned a little and shaded on one side as a hand-held photo is, and saves the
// screenshot as a JPEG. Nothing is committed and nothing is downloaded.

export const PHOTOGRAPHED_PAGE = {
  fileName: 'IMG_3107.jpg',
  address: '41 Kookaburra Rise, Castlemaine VIC 3450',
  lines: [
    'VENDOR STATEMENT - SECTION 32 OF THE SALE OF LAND ACT 1962 (VIC)',
    'Property address: 41 Kookaburra Rise, Castlemaine VIC 3450',
    'Land: Lot 12 on Plan of Subdivision PS 702114K',
    'Title: Volume 12011 Folio 384',
    'Vendor: Rosalind Adair Whitlock',
    'Easements, covenants or other similar restrictions: Yes',
    'E-2 Drainage easement 2 metres wide along the eastern boundary in favour of Mount Alexander Shire Council.',
    'Planning overlays: Heritage Overlay (HO877).',
    'The land is in a designated bushfire prone area: Yes',
  ],
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The photo as JPEG bytes, drawn in a page of its own and closed again. */
export async function photographPage(context: BrowserContext, options: { skewDegrees?: number } = {}): Promise<Buffer> {
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: 1100, height: 1400 });
    await page.setContent(`<!doctype html><html><body style="margin:0;background:#54483f;width:1100px;height:1400px;overflow:hidden">
      <div style="position:absolute;left:90px;top:70px;width:920px;height:1260px;background:#f3efe6;transform:rotate(${options.skewDegrees ?? 2.5}deg);
        font:25px/1.7 'DejaVu Sans','Liberation Sans',Arial,sans-serif;color:#1f1f22;padding:70px 60px;box-sizing:border-box">
        ${PHOTOGRAPHED_PAGE.lines.map((line) => `<p style="margin:0 0 14px">${escapeHtml(line)}</p>`).join('')}
      </div>
      <div style="position:absolute;inset:0;background:linear-gradient(90deg,rgba(0,0,0,0) 40%,rgba(0,0,0,.35))"></div>
    </body></html>`);
    return await page.screenshot({ type: 'jpeg', quality: 85 });
  } finally {
    await page.close();
  }
}
