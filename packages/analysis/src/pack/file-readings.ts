// Each file of a pack read on its own (issue 28): the engine over that file's pages alone gives the
// file's facts, parts and findings, so a fact can be compared between the files that state it.
import type { PackFile } from '@doco/contracts';
import { runEngine, type EngineRun } from '../analyse.ts';
import type { PartKind } from '../result.ts';
import type { PackInput } from './analyse-pack.ts';

export interface FileReading {
  name: string;
  /** The file's pages within the pack. */
  span: PackFile;
  /** The engine over the file's own pages, numbered from 1 within the file. */
  run: EngineRun;
  /** The parts the file holds (a contract's particulars, a title search, a rates notice, ...). */
  parts: ReadonlySet<PartKind>;
}

/** Reads every file alone. `files` are the spans `joinPack` gave the same input. */
export function readFiles(input: PackInput, files: readonly PackFile[]): FileReading[] {
  return input.files.map((file, i) => {
    const run = runEngine({ pages: file.pages.map((p, n) => ({ number: n + 1, text: p.text })), fileName: file.name }, { costs: null });
    return { name: file.name, span: files[i] as PackFile, run, parts: new Set(run.result.parts.map((p) => p.kind)) };
  });
}

/** The pack page of a file's own page. */
export const packPage = (reading: FileReading, filePage: number): number => reading.span.firstPage + filePage - 1;

/** The file holds a vendor statement (VIC section 32, or a seller's statement of another state) as a part of its own. */
export const holdsVendorStatement = (r: FileReading): boolean => r.parts.has('vendor-statement') || r.parts.has('seller-disclosure');
