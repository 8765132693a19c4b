// Tables as Word and PDF writers lay them out — cells that wrap, a label and its value in cells of
// their own — must reach the engine as rows, so the facts read from them match a text export.
import { analyseDocument } from '@doco/analysis';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { zip } from '../../test/fixtures/build.ts';
import { extractDocx } from './docx.ts';
import { extractPdfText } from './pdf.ts';
import { openPdf } from './pdfjs.ts';

type Block = { heading: string } | { para: string } | { table: string[][]; widths?: number[] };

const DOCUMENT: Block[] = [
  { heading: 'Contract of Sale of Real Estate' },
  { para: 'Particulars of sale and vendor statement (section 32)' },
  {
    table: [
      ['Vendor', 'Marguerite Lise Okonkwo of 4 Example Street, Coburg VIC 3058'],
      ["Vendor's representative", 'Example Legal & Conveyancing (ref EL:PO:1)'],
      ['Purchaser', 'Callum Reid Ashworth of 3 Example Court, Brunswick VIC 3056'],
      ['Property address', '22 Quandong Street, Coburg VIC 3058'],
      ['Land', 'Lot 3 on Plan of Subdivision PS804417L - Volume 12277 Folio 318'],
      ['Price', '$1,085,000'],
      ['Deposit', '$108,500 payable on signing'],
      ['Settlement', '30/06/2026'],
    ],
    widths: [90, 330],
  },
  { heading: '1 Financial matters' },
  {
    table: [
      ['Body', 'What it covers', 'Amount'],
      ['Example City Council', 'General rates, municipal charge and kerbside waste', '$2,214.70'],
      ['Example Valley Water', 'Water, sewerage and usage charges', '$1,052.60'],
      ['State Revenue Office', 'Land tax', 'Nil (principal place of residence)'],
    ],
    widths: [110, 170, 110],
  },
  { heading: '2 Planning' },
  { table: [['Scheme', 'Example Planning Scheme'], ['Zone', 'General Residential Zone - Schedule 3 (GRZ3)']], widths: [90, 330] },
  { heading: '3 Title' },
  {
    table: [
      ['Instrument', 'Nature', 'In favour of'],
      ['AX554120Q', 'Mortgage, to be discharged at settlement', 'Bank of Queensland Limited'],
      ['E-1 on PS804417L', 'Drainage easement, 2 m wide, along the rear boundary', 'Example Region Water Corporation'],
    ],
    widths: [90, 200, 70],
  },
  { heading: 'Rates notice (extract)' },
  { table: [['Site value', '$690,000'], ['Capital improved value', '$1,010,000'], ['Net annual value', '$50,500']], widths: [150, 100] },
];

/** A text PDF with ruled tables drawn cell by cell (narrow columns wrap), as report writers do. */
function tablePdf(blocks: Block[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 60 });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica');
  const left = 62;
  let y = 60;
  for (const block of blocks) {
    if ('heading' in block) {
      doc.fontSize(12).text(block.heading, left, y + 6);
      y = doc.y + 4;
    } else if ('para' in block) {
      doc.fontSize(9.5).text(block.para, left, y, { width: 470 });
      y = doc.y + 4;
    } else {
      doc.fontSize(9);
      const widths = block.widths ?? block.table[0]!.map(() => 470 / block.table[0]!.length);
      for (const row of block.table) {
        const height = Math.max(...row.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 8 }))) + 8;
        let x = left;
        row.forEach((cell, i) => {
          doc.rect(x, y, widths[i]!, height).stroke();
          doc.text(cell, x + 4, y + 4, { width: widths[i]! - 8 });
          x += widths[i]!;
        });
        y += height;
      }
      y += 6;
    }
  }
  doc.end();
  return done;
}

// ---- A Word document with real tables ----------------------------------------------------------


const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const para = (text: string, style?: string) =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${esc(text)}</w:t></w:r></w:p>`;

function wordDocument(blocks: Block[]): Buffer {
  const body = blocks
    .map((b) => {
      if ('heading' in b) return para(b.heading, 'Heading1');
      if ('para' in b) return para(b.para);
      // A wrapped value in Word is still one cell; some cells hold two paragraphs.
      return `<w:tbl>${b.table.map((row) => `<w:tr>${row.map((cell) => `<w:tc>${cell.split(', ').length > 2 ? cell.split(/(?<=,) /).map((p) => para(p)).join('') : para(cell)}</w:tc>`).join('')}</w:tr>`).join('')}</w:tbl>`;
    })
    .join('');
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="${W}"><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style></w:styles>`;
  return zip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    {
      name: 'word/_rels/document.xml.rels',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
      ),
    },
    { name: 'word/styles.xml', data: Buffer.from(styles) },
    { name: 'word/document.xml', data: Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`) },
  ]);
}

function expectFacts(pages: { number: number; text: string }[]) {
  const { facts } = analyseDocument({ pages, fileName: 'contract' });
  expect(facts.vendors).toEqual(['Marguerite Lise Okonkwo']);
  expect(facts.purchasers).toEqual(['Callum Reid Ashworth']);
  expect(facts.propertyDetails).toMatchObject({
    address: '22 Quandong Street, Coburg VIC 3058',
    zoning: 'GRZ3 General Residential Zone - Schedule 3',
    purchasePrice: 1085000,
    deposit: 108500,
    settlementDate: '2026-06-30',
    councilValuation: { civ: 1010000, siteValue: 690000, nav: 50500 },
  });
  expect(facts.outgoings).toEqual({ councilRatesAnnual: 2214.7, waterAnnual: 1052.6, landTax: 0 });
  expect(facts.mortgages).toEqual([{ mortgagee: 'Bank of Queensland Limited' }]);
  expect(facts.easements.map((e) => e.beneficiary)).toEqual(['Example Region Water Corporation']);
}

describe('tables through the read path', () => {
  it('PDF: wrapped cells rejoin their rows, and the engine reads the same facts as from text', async () => {
    const pdf = await openPdf(await tablePdf(DOCUMENT));
    try {
      const pages = await extractPdfText(pdf.doc);
      const lines = pages.flatMap((p) => p.text.split('\n'));
      // The narrow "In favour of" column broke the lender's name over lines; the row reads whole.
      expect(lines).toContain('AX554120Q   Mortgage, to be discharged at settlement   Bank of Queensland Limited');
      expect(lines).toContain("Vendor's representative   Example Legal & Conveyancing (ref EL:PO:1)");
      expect(lines).toContain('Zone   General Residential Zone - Schedule 3 (GRZ3)');
      expect(lines).toContain('Site value   $690,000');
      expectFacts(pages);
    } finally {
      await pdf.close();
    }
  });

  it('DOCX: each table row is one line with its cells side by side, and the engine reads the same facts', async () => {
    const pages = await extractDocx(wordDocument(DOCUMENT));
    const lines = pages[0]!.text.split('\n');
    expect(lines).toContain('Example City Council   General rates, municipal charge and kerbside waste   $2,214.70');
    expect(lines).toContain('Capital improved value   $1,010,000');
    expect(lines).toContain('State Revenue Office   Land tax   Nil (principal place of residence)');
    // A heading stands apart from the table before it.
    expect(pages[0]!.text).toContain('\n\n1 Financial matters\n');
    expectFacts(pages);
  });
});
