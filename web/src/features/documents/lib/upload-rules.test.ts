import { UPLOAD_REFUSALS } from '@doco/contracts';
import type { FileRejection } from 'react-dropzone';
import { describe, expect, it } from 'vitest';
import { refusalOf, rejectionText } from './upload-rules.ts';

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

  it('says one file at a time when several are dropped', () => {
    expect(rejectionText([rejected(file('a.pdf'), 'too-many-files'), rejected(file('b.pdf'), 'too-many-files')])).toBe(UPLOAD_REFUSALS.oneFile);
    expect(rejectionText([rejected(file('notes.log'))])).toBe(UPLOAD_REFUSALS.type);
  });
});
