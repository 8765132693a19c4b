// The hostile corpus: at least 200 files made here (never downloaded), of the kinds a reviewer
// listed: damaged and adversarial PDFs, DOCX bombs, pathological text, empty files and polyglots.
// `full` adds the slow giants (a 2 GB flate stream); the test suite runs `fastSubset()`.
import { createDeflate, createDeflateRaw, deflateSync } from 'node:zlib';
import { HOSTILE_TEXT_BYTES, HOSTILE_TEXT_SHAPES } from '@doco/analysis/hostile-text';
import { docx, textPdf, zip } from '../fixtures/build.ts';
import { SECTION32_PAGE_1, SECTION32_PAGE_2 } from '../fixtures/documents.ts';
import { rawPdf, stream } from './raw-pdf.ts';

export interface HostileFile {
  kind: string;
  name: string;
  bytes: Buffer;
}

/** A small deterministic PRNG (mulberry32), so every run builds the same corpus. */
function random(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const page = (contents: number, extra = '') => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${contents} 0 R ${extra}>>`;
const helloContent = stream('', Buffer.from('BT /F1 12 Tf 72 720 Td (Hostile corpus page with a little text on it) Tj ET'));

/** Deflates `size` bytes of zeros without ever holding them (a bomb's payload); zlib or raw deflate. */
async function deflatedZeros(size: number, raw = false): Promise<Buffer> {
  const out: Buffer[] = [];
  const deflate = raw ? createDeflateRaw({ level: 9 }) : createDeflate({ level: 9 });
  deflate.on('data', (c: Buffer) => out.push(c));
  const chunk = Buffer.alloc(16 * 1024 * 1024);
  for (let left = size; left > 0; left -= chunk.length) {
    if (!deflate.write(left >= chunk.length ? chunk : chunk.subarray(0, left))) await new Promise((r) => deflate.once('drain', r));
  }
  await new Promise((r) => deflate.end(r));
  return Buffer.concat(out);
}

export async function specialPdfs(options: { flateBombBytes: number }): Promise<HostileFile[]> {
  const files: HostileFile[] = [];
  const add = (kind: string, name: string, bytes: Buffer) => files.push({ kind, name, bytes });

  add('pdf: circular xref', 'circular-xref.pdf', rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', page(4), helloContent], { xrefPrev: 'self' }));
  add('pdf: page tree loops', 'page-tree-loop.pdf', rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>', page(4), helloContent]));
  const deep = '['.repeat(50_000) + ']'.repeat(50_000);
  add('pdf: deep object nesting', 'deep-nesting.pdf', rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', page(4, `/Deep ${deep} `), helloContent]));
  const kids = Array.from({ length: 100_000 }, () => '3 0 R').join(' ');
  add('pdf: 100,000 blank pages', '100k-pages.pdf', rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${kids}] /Count 100000 >>`, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>']));
  add(
    'pdf: one 40000x40000 image',
    'huge-image.pdf',
    rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      page(4, '/Resources << /XObject << /Im1 5 0 R >> >> '),
      stream('', Buffer.from('q 595 0 0 842 0 0 cm /Im1 Do Q')),
      stream('/Type /XObject /Subtype /Image /Width 40000 /Height 40000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode', deflateSync(Buffer.alloc(1024 * 1024))),
    ]),
  );
  add(
    `pdf: ${Math.round(options.flateBombBytes / 2 ** 20)} MB flate stream`,
    'flate-bomb.pdf',
    rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      page(4),
      stream('/Filter /FlateDecode', await deflatedZeros(options.flateBombBytes)),
    ]),
  );
  add(
    'pdf: JavaScript and launch actions',
    'actions.pdf',
    rawPdf([
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R /AA << /WC 6 0 R >> >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      page(4, '/AA << /O 6 0 R >> '),
      helloContent,
      "<< /S /JavaScript /JS (app.alert('hostile'); this.exportDataObject({cName: 'x', nLaunch: 2});) >>",
      '<< /S /Launch /F (/bin/sh) /Win << /F (cmd.exe) /P (/c calc) >> >>',
    ]),
  );
  return files;
}

export function damagedPdfs(base: Buffer, count: number, seed: number): HostileFile[] {
  const rnd = random(seed);
  const files: HostileFile[] = [];
  for (let i = 0; i < count; i++) {
    const cut = 1 + Math.floor(rnd() * (base.length - 1));
    files.push({ kind: 'pdf: truncated', name: `truncated-${i}-at-${cut}.pdf`, bytes: base.subarray(0, cut) });
  }
  for (let i = 0; i < count; i++) {
    const bytes = Buffer.from(base);
    const flips = 1 + Math.floor(rnd() * 20);
    for (let f = 0; f < flips; f++) {
      const at = Math.floor(rnd() * bytes.length);
      bytes[at]! ^= 1 << Math.floor(rnd() * 8);
    }
    files.push({ kind: 'pdf: bit-flipped', name: `bitflip-${i}-x${flips}.pdf`, bytes });
  }
  return files;
}

const SMALL = { heading: 'Vendor statement', paragraphs: ['Address of property: 12 Quokka Lane, Ballarat Central VIC 3350'] };

export async function docxBombs(): Promise<HostileFile[]> {
  const files: HostileFile[] = [];
  const add = (kind: string, name: string, bytes: Buffer) => files.push({ kind, name, bytes });
  // 1 GB of zeros deflates to ~1 MB; declared honestly, and declared as 1 kB (a lying directory).
  const gigabyte = await deflatedZeros(1024 * 1024 * 1024, true);
  add('docx: inflates to 1 GB', 'inflate-1gb.docx', withRawEntry(docx(SMALL), 'word/media/big.bin', gigabyte, 1024 * 1024 * 1024));
  add('docx: inflates to 1 GB, size hidden', 'inflate-1gb-liar.docx', withRawEntry(docx(SMALL), 'word/media/big.bin', gigabyte, 1024));
  const inner = docx(SMALL);
  const nested = zip([{ name: 'a.zip', data: zip([{ name: 'b.zip', data: zip([{ name: 'c.docx', data: inner }]) }]) }]);
  add('docx: nested zips', 'nested-zips.docx', rebuild(docx(SMALL), { name: 'word/embeddings/nested.zip', body: nested, method: 0, declared: nested.length }));
  add('docx: nested zips only', 'only-nested.docx', nested);
  const laughs = [
    '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">',
    ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`),
    ']>',
  ].join('');
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const laughDoc = `${laughs}<w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>&lol9;</w:t></w:r></w:p></w:body></w:document>`;
  add('docx: XML entity expansion', 'billion-laughs.docx', replaceEntry(docx(SMALL), 'word/document.xml', Buffer.from(laughDoc)));
  add('docx: image referenced 1,000 times', 'image-1000x.docx', imageThousandTimes());
  return files;
}

/** Appends an already-deflated entry to a zip by rebuilding it around a raw deflate body. */
function withRawEntry(archive: Buffer, name: string, deflated: Buffer, declared: number): Buffer {
  return rebuild(archive, { name, body: deflated, method: 8, declared });
}
function replaceEntry(archive: Buffer, name: string, data: Buffer): Buffer {
  return rebuild(archive, { name, body: data, method: 0, declared: data.length }, name);
}

function rebuild(archive: Buffer, added: { name: string; body: Buffer; method: number; declared: number }, drop?: string): Buffer {
  // Reads the stored entries of our own test zips (all stored) and writes them again with `added`.
  const entries: Array<{ name: string; body: Buffer; method: number; declared: number }> = [];
  let at = 0;
  while (archive.readUInt32LE(at) === 0x04034b50) {
    const size = archive.readUInt32LE(at + 18);
    const nameLength = archive.readUInt16LE(at + 26);
    const extra = archive.readUInt16LE(at + 28);
    const name = archive.toString('utf8', at + 30, at + 30 + nameLength);
    const body = archive.subarray(at + 30 + nameLength + extra, at + 30 + nameLength + extra + size);
    if (name !== drop) entries.push({ name, body, method: 0, declared: size });
    at += 30 + nameLength + extra + size;
  }
  entries.push(added);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.body.length, 18);
    local.writeUInt32LE(e.declared, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, e.body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(e.body.length, 20);
    central.writeUInt32LE(e.declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + e.body.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

function imageThousandTimes(): Buffer {
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
  const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const PIC = 'http://schemas.openxmlformats.org/drawingml/2006/picture';
  const WP = 'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing';
  const drawing = `<w:p><w:r><w:drawing><wp:inline><wp:docPr id="1" name="p"/><a:graphic><a:graphicData uri="${PIC}"><pic:pic><pic:blipFill><a:blip r:embed="rIdImg"/></pic:blipFill></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
  const document = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}" xmlns:a="${A}" xmlns:r="${R}" xmlns:pic="${PIC}" xmlns:wp="${WP}"><w:body><w:p><w:r><w:t>Vendor statement for 12 Quokka Lane, Ballarat Central VIC 3350</w:t></w:r></w:p>${drawing.repeat(1000)}</w:body></w:document>`;
  const rels = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdImg" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/image1.png"/></Relationships>`;
  const base = replaceEntry(docx(SMALL), 'word/document.xml', Buffer.from(document));
  return rebuild(replaceEntry(base, 'word/_rels/document.xml.rels', Buffer.from(rels)), { name: 'word/media/image1.png', body: Buffer.alloc(2 * 1024 * 1024, 0x89), method: 0, declared: 2 * 1024 * 1024 });
}

export function textAndOthers(pdf: Buffer, docxFile: Buffer): HostileFile[] {
  return [
    { kind: 'txt: 20 MB on one line', name: 'one-line-20mb.txt', bytes: Buffer.alloc(20 * 1024 * 1024, 'a') },
    { kind: 'txt: 50,000 form-feed pages', name: 'formfeeds.txt', bytes: Buffer.from(Array.from({ length: 50_000 }, (_, i) => `Page ${i} of the vendor statement`).join('\f')) },
    { kind: 'empty: 0 bytes', name: 'empty.pdf', bytes: Buffer.alloc(0) },
    { kind: 'empty: 0 bytes', name: 'empty.txt', bytes: Buffer.alloc(0) },
    { kind: 'polyglot: PDF+ZIP', name: 'pdf-zip.pdf', bytes: Buffer.concat([pdf, docxFile]) },
    { kind: 'polyglot: ZIP+PDF', name: 'zip-pdf.docx', bytes: Buffer.concat([docxFile, pdf]) },
    { kind: 'polyglot: HTML in .txt', name: 'page.txt', bytes: Buffer.from('<!doctype html><html><script>alert(1)</script><body>Vendor statement for 12 Quokka Lane</body></html>') },
    ...regexShapes(),
  ];
}

/** 100 KB of each text shape that makes backtracking patterns work hard ("price" + 3,000 spaces, runs of newlines, ...). */
export function regexShapes(): HostileFile[] {
  return Object.entries(HOSTILE_TEXT_SHAPES).map(([shape, make], i) => ({
    kind: `txt: ${shape}`,
    name: `regex-shape-${i + 1}.txt`,
    bytes: Buffer.from(make(HOSTILE_TEXT_BYTES)),
  }));
}

/** The whole corpus: >= 200 files. `flateBombBytes` is 2 GB for the benchmark. */
export async function hostileCorpus(options: { flateBombBytes?: number; damagedEach?: number } = {}): Promise<HostileFile[]> {
  const base = await textPdf([SECTION32_PAGE_1, SECTION32_PAGE_2]);
  const good = docx(SMALL);
  return [
    ...(await specialPdfs({ flateBombBytes: options.flateBombBytes ?? 2 * 1024 ** 3 })),
    ...damagedPdfs(base, options.damagedEach ?? 90, 1234),
    ...(await docxBombs()),
    ...textAndOthers(base, good),
  ];
}

/** What the test suite runs: every special kind once, a few damaged PDFs, a 64 MB flate stream. */
export async function fastSubset(): Promise<HostileFile[]> {
  const base = await textPdf([SECTION32_PAGE_1, SECTION32_PAGE_2]);
  return [
    ...(await specialPdfs({ flateBombBytes: 64 * 1024 * 1024 })),
    ...damagedPdfs(base, 3, 99),
    ...(await docxBombs()),
    ...textAndOthers(base, docx(SMALL)),
  ];
}
