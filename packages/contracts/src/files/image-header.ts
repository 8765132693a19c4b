// What a photo's header says, read from its first bytes without decoding anything: its kind, its
// pixel size (so a decompression bomb is refused before it is decoded) and, for a JPEG, the EXIF
// orientation the phone recorded. Shared by the gateway (refusing at upload) and the worker (before
// decoding). Plain Uint8Array reads: no Node Buffer, no parser of the untrusted file beyond these bytes.

export type PhotoKind = 'jpeg' | 'png' | 'heic';

export interface PhotoHeader {
  kind: PhotoKind;
  /** Absent when the header does not say within the bytes given (the caller decides what that means). */
  width?: number;
  height?: number;
  /** EXIF orientation 1-8 (JPEG only): 1 upright, 3 upside down, 6 turned right, 8 turned left, 2/4/5/7 mirrored. */
  orientation?: number;
  /**
   * JPEG: where the orientation's EXIF entry starts, so a decoder that would turn the picture itself
   * (Skia does, but only once it has decoded) can be handed it as stored, and where the first scan
   * (SOS) starts: a complete JPEG has its end marker (EOI) after it.
   */
  orientationEntryAt?: number;
  scanAt?: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** ISO-BMFF brands of HEIC/HEIF stills and sequences (an AVIF is not one of them). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
const HEIF_GENERIC_BRANDS = new Set(['mif1', 'msf1']);

const u16 = (b: Uint8Array, at: number, little = false) => (little ? b[at]! | (b[at + 1]! << 8) : (b[at]! << 8) | b[at + 1]!);
const u32 = (b: Uint8Array, at: number, little = false) =>
  little ? (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)) + b[at + 3]! * 0x1000000 : b[at]! * 0x1000000 + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** The photo kind by its signature, or null for anything else. */
export function photoKind(bytes: Uint8Array): PhotoKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && PNG_SIGNATURE.every((v, i) => bytes[i] === v)) return 'png';
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const size = Math.min(u32(bytes, 0), bytes.length, 256);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (HEIC_BRANDS.has(brands[0]!)) return 'heic';
    if (HEIF_GENERIC_BRANDS.has(brands[0]!) && brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  }
  return null;
}

/** The header of a photo: its kind, and whatever of its size and orientation the given bytes hold. */
export function readPhotoHeader(bytes: Uint8Array): PhotoHeader | null {
  const kind = photoKind(bytes);
  if (kind === 'png') return { kind, ...(bytes.length >= 24 && ascii(bytes, 12, 16) === 'IHDR' ? { width: u32(bytes, 16), height: u32(bytes, 20) } : {}) };
  if (kind === 'jpeg') return { kind, ...jpegHeader(bytes) };
  if (kind === 'heic') return { kind, ...heicSize(bytes) };
  return null;
}

/** Start-of-frame markers (baseline, progressive, lossless…); C4, C8 and CC share the range but are not frames. */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegHeader(bytes: Uint8Array): Omit<PhotoHeader, 'kind'> {
  const out: Omit<PhotoHeader, 'kind'> = {};
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) break;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xda) {
      out.scanAt = at;
      break;
    }
    if (marker === 0xd9) break;
    const length = u16(bytes, at + 2);
    if (length < 2) break;
    if (isFrame(marker) && out.width === undefined && at + 9 <= bytes.length) {
      out.height = u16(bytes, at + 5);
      out.width = u16(bytes, at + 7);
    }
    if (marker === 0xe1 && out.orientation === undefined && ascii(bytes, at + 4, at + 10) === 'Exif\0\0') {
      const found = exifOrientation(bytes.subarray(at + 10, Math.min(bytes.length, at + 2 + length)));
      if (found) {
        out.orientation = found.value;
        out.orientationEntryAt = at + 10 + found.entryAt;
      }
    }
    at += 2 + length;
  }
  return out;
}

/** Tag 0x0112 of IFD0 in an EXIF (TIFF) block. */
function exifOrientation(tiff: Uint8Array): { value: number; entryAt: number } | undefined {
  if (tiff.length < 8) return undefined;
  const order = ascii(tiff, 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  const ifd = u32(tiff, 4, little);
  if (ifd + 2 > tiff.length) return undefined;
  const count = u16(tiff, ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (u16(tiff, entry, little) === 0x0112) {
      const value = u16(tiff, entry + 8, little);
      return value >= 1 && value <= 8 ? { value, entryAt: entry } : undefined;
    }
  }
  return undefined;
}

/** The largest `ispe` (image spatial extent) box: the full picture, not one of its tiles or its thumbnail. */
function heicSize(bytes: Uint8Array): Omit<PhotoHeader, 'kind'> {
  let best: { width: number; height: number } | undefined;
  const end = Math.min(bytes.length, 1024 * 1024) - 16;
  for (let at = 4; at <= end; at++) {
    if (bytes[at] !== 0x69 || ascii(bytes, at, at + 4) !== 'ispe') continue;
    const width = u32(bytes, at + 8);
    const height = u32(bytes, at + 12);
    if (!best || width * height > best.width * best.height) best = { width, height };
  }
  return best ?? {};
}
