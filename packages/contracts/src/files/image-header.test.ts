import { describe, expect, it } from 'vitest';
import { photoKind, readPhotoHeader } from './image-header.ts';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex.replace(/\s/g, ''), 'hex'));

// SOI, an EXIF APP1 (big-endian TIFF, IFD0 holding orientation 6), then a baseline frame of 3024 x 4032.
const JPEG = bytes(`ffd8 ffe1 0022 457869660000 4d4d002a00000008 0001 0112 0003 00000001 0006 0000 00000000
  ffc0 0011 08 0fc0 0bd0 03 012200 021101 031101 ffda 000c 03 0100 0211 0311 003f00 1234 ffd9`);
// The same in little-endian TIFF, after a JFIF APP0 segment, with orientation 8.
const JPEG_LE = bytes(`ffd8 ffe0 0010 4a46494600010100000100010000 ffe1 0022 457869660000 49492a0008000000 0100 1201 0300 01000000 0800 0000 00000000
  ffc2 0011 08 0258 0320 03 012200 021101 031101`);
const PNG = bytes('89504e470d0a1a0a 0000000d 49484452 000009b0 00000db4 0806000000');
const HEIC = bytes(`00000018 66747970 6d696631 00000000 6d696631 68656963
  00000014 69737065 00000000 00000200 00000200
  00000014 69737065 00000000 00001650 000010bc`);
const AVIF = bytes('0000001c 66747970 61766966 00000000 61766966 6d696631 6d696166');

describe('readPhotoHeader', () => {
  it('reads a JPEG frame size and its EXIF orientation, in either byte order', () => {
    expect(readPhotoHeader(JPEG)).toEqual({ kind: 'jpeg', width: 3024, height: 4032, orientation: 6, orientationEntryAt: 22, scanAt: 57 });
    expect(readPhotoHeader(JPEG_LE)).toMatchObject({ kind: 'jpeg', width: 800, height: 600, orientation: 8 });
  });

  it('reads a PNG size from its IHDR', () => {
    expect(readPhotoHeader(PNG)).toEqual({ kind: 'png', width: 2480, height: 3508 });
  });

  it('takes the largest image extent of an HEIC (the picture, not a 512 px tile)', () => {
    expect(readPhotoHeader(HEIC)).toEqual({ kind: 'heic', width: 5712, height: 4284 });
  });

  it('says nothing it cannot see: a JPEG cut before its frame, and what is no photo at all', () => {
    expect(readPhotoHeader(JPEG.subarray(0, 40))).toEqual({ kind: 'jpeg', orientation: 6, orientationEntryAt: 22 });
    expect(photoKind(AVIF)).toBeNull();
    expect(photoKind(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(readPhotoHeader(new Uint8Array(0))).toBeNull();
  });
});
