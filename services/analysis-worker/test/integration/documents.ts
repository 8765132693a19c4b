// The documents the integration tests upload, built with the worker's own fixture builders.
import { docx, imageOnlyPdf, textPdf } from '../fixtures/build.ts';
import { CONTRACT_PAGE, SCANNED_LINES, SECTION32_PAGE_1, SECTION32_PAGE_2 } from '../fixtures/documents.ts';

/** Bytes that are no format at all (deterministic, so a failure reproduces). */
const garbage = (length: number) => Buffer.from(Array.from({ length }, (_, i) => (i * 7919 + 13) % 251));

export const sectionText = () => `${SECTION32_PAGE_1}\n\n${SECTION32_PAGE_2}\n`;

export const documents = {
  textPdf: () => textPdf([SECTION32_PAGE_1, SECTION32_PAGE_2]),
  docx: () =>
    docx({
      heading: "Section 32 Vendor's Statement",
      paragraphs: [...SECTION32_PAGE_1.split('\n').slice(1), ...SECTION32_PAGE_2.split('\n')],
      table: [['Council rates', '$2,104.60 per annum']],
    }),
  txt: () => Buffer.from(`${CONTRACT_PAGE}\n`, 'utf8'),
  /** The contract with an item whose answer cannot be read (a heading with nothing under it): 'could not confirm'. */
  txtWithUnreadableItem: () => Buffer.from(`${CONTRACT_PAGE}\n\nBushfire Prone Area\n`, 'utf8'),
  /** The contract with an item the document answers in the negative (a heading, then its denial): 'Checked'. */
  txtWithClearedItem: () => Buffer.from(`${CONTRACT_PAGE}\n\nOwners Corporation\nThe land is not affected by an owners corporation.\n`, 'utf8'),
  /**
   * Image-only pages: no text layer at all, so every page goes through OCR. Page 1 carries the
   * findings; later pages differ from each other (lines repeated on every page read as a running
   * header and are ignored by the engine).
   */
  scannedPdf: (pages = 1) =>
    imageOnlyPdf(
      Array.from({ length: pages }, (_, i) =>
        i === 0
          ? SCANNED_LINES
          : [`Page ${i + 1} of ${pages}`, `General condition ${i + 10}: notices`, `Condition ${i + 10}.${i} applies to both parties`],
      ),
    ),
  /** A PDF header and trailer the gateway's sniffing accepts, around a body of random bytes. */
  corruptPdf: () =>
    Buffer.concat([
      Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
      garbage(4096),
      Buffer.from('\ntrailer\n<< /Size 3 /Root 1 0 R >>\nstartxref\n4117\n%%EOF\n', 'latin1'),
    ]),
  /** A Windows executable's first bytes (MZ header, DOS stub), to be named something.pdf. */
  exe: () => Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00]), garbage(2048)]),
};
