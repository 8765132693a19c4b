import PDFDocument from 'pdfkit';

/** The sentence of the evidence PDF that carries a concern (a heritage overlay), as it is printed. */
export const EVIDENCE_SENTENCE = 'Overlay: Heritage Overlay - Schedule 214 (HO214) applies to the whole of the land.';

/**
 * A short vendor statement as a two-page text PDF, in our own words: the particulars on page 1, then a
 * land-use heading followed by the sentence that raises a concern on page 2 (issue 26's viewer test).
 */
export function evidencePdf(street = '3 Kookaburra Court'): Promise<Buffer> {
  const pages = [
    {
      heading: "VENDOR'S STATEMENT - SECTION 32 OF THE SALE OF LAND ACT 1962",
      lines: [
        `Land: ${street}, Maldon VIC 3463`,
        'Title: Volume 11842 Folio 207',
        'Vendor: Harriet Josephine Quill',
        'Council rates for the current year: $1,912 per year.',
      ],
    },
    {
      heading: '3 LAND USE',
      lines: ['Planning scheme: Mount Alexander Planning Scheme', 'Zone: Township Zone (TZ)', EVIDENCE_SENTENCE],
    },
  ];
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const page of pages) {
      doc.addPage();
      doc.font('Helvetica-Bold').fontSize(15).text(page.heading);
      doc.moveDown(0.8);
      doc.font('Helvetica').fontSize(11);
      for (const line of page.lines) doc.text(line).moveDown(0.4);
    }
    doc.end();
  });
}
