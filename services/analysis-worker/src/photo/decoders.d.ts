// The parts of the photo decoders' APIs we call (neither ships its own types).

declare module 'heic-decode' {
  interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
  }
  interface HeicDecode {
    (input: { buffer: Uint8Array }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
    /** Every top-level image, each decoded only when asked; `dispose` frees libheif's memory. */
    all(input: { buffer: Uint8Array }): Promise<HeicImage[] & { dispose(): void }>;
  }
  const decode: HeicDecode;
  export default decode;
}

declare module 'pngjs' {
  export const PNG: {
    sync: {
      /** Any bit depth and colour type, always given back as 8-bit RGBA. */
      read(buffer: Buffer): { width: number; height: number; data: Buffer };
      write(png: { width: number; height: number; data: Buffer }, options?: { colorType?: number; inputColorType?: number; inputHasAlpha?: boolean }): Buffer;
    };
  };
}
