import { UPLOAD_REFUSALS } from '@doco/contracts';
import type { FileRejection } from 'react-dropzone';
import { describe, expect, it } from 'vitest';
import { addToPack, refusalOf, refusedFile, rejectionText } from './upload-rules.ts';

const file = (name: string, size = 10) => {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const rejected = (f: File, code = 'file-invalid-type') => ({ file: f, errors: [{ code, message: '' }] }) as unknown as FileRejection;

describe('what the browser refuses before sending', () => {
  it.each([
    ['contract.pdf', 5_000, null],
    ['IMG_2041.HEIC', 2_400_000, null],
    ['page.jpeg', 900_000, null],
    ['server.log', 100, UPLOAD_REFUSALS.type],
    ['contract.doc', 100, UPLOAD_REFUSALS.type],
    ['blank.txt', 0, UPLOAD_REFUSALS.empty],
    ['scan.pdf', 22 * 1024 * 1024, 'This file is 22 MB. The maximum size is 20 MB.'],
    ['scan.pdf', 20.5 * 1024 * 1024, 'This file is 20.5 MB. The maximum size is 20 MB.'],
  ])('%s of %i bytes: %s', (name, size, text) => {
    expect(refusalOf(file(name, size))).toBe(text);
  });

  it('says why react-dropzone turned a file away', () => {
    expect(rejectionText(rejected(file('a.pdf'), 'too-many-files'))).toBe(UPLOAD_REFUSALS.tooManyFiles);
    expect(rejectionText(rejected(file('notes.log')))).toBe(UPLOAD_REFUSALS.type);
  });
});

describe('a pack chosen in the browser (issue 28)', () => {
  it('takes up to 10 files, refusing each further one and any that is refused on its own', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => file(`page-${i + 1}.pdf`, 1000 + i));
    const { files, refused } = addToPack([], [...twelve, file('notes.log')]);
    expect(files.map((f) => f.name)).toEqual(twelve.slice(0, 10).map((f) => f.name));
    expect(refused).toEqual([
      { name: 'page-11.pdf', text: UPLOAD_REFUSALS.tooManyFiles },
      { name: 'page-12.pdf', text: UPLOAD_REFUSALS.tooManyFiles },
      { name: 'notes.log', text: UPLOAD_REFUSALS.type },
    ]);
  });

  it('keeps the pack within 50 MB together, and takes the same file chosen twice once', () => {
    const contract = file('contract.pdf', 19 * 1024 * 1024);
    const statement = file('statement.pdf', 19 * 1024 * 1024);
    const first = addToPack([], [contract, statement]);
    const next = addToPack(first.files, [contract, file('plans.pdf', 13 * 1024 * 1024), file('title.pdf', 11 * 1024 * 1024)]);
    expect(next.files.map((f) => f.name)).toEqual(['contract.pdf', 'statement.pdf', 'title.pdf']);
    expect(next.refused).toEqual([{ name: 'plans.pdf', text: UPLOAD_REFUSALS.packTooLarge }]);
  });

  it("finds the file a server refusal names, or none for the pack's own", () => {
    const sent = [file('contract.pdf'), file('title.pdf')];
    expect(refusedFile(sent, `title.pdf: ${UPLOAD_REFUSALS.damagedPdf}`)).toEqual({ file: sent[1], text: UPLOAD_REFUSALS.damagedPdf });
    expect(refusedFile(sent, UPLOAD_REFUSALS.packTooLarge)).toBeNull();
    expect(refusedFile([sent[0]!], UPLOAD_REFUSALS.passwordPdf)).toEqual({ file: sent[0], text: UPLOAD_REFUSALS.passwordPdf });
  });
});
