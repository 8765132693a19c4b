// A pack (issue 28): several files read as one document. The engine reads their pages one after
// another, numbered across the pack, so a pack scores as the same pages in one file would; the
// result keeps each file's span so evidence can cite "file, page".
import type { PackFile } from '@doco/contracts';
import { runEngine, type AnalyseOptions, type EngineRun } from '../analyse.ts';
import type { AnalysisResult, DocumentPage } from '../result.ts';
import { packFindings } from './pack-checks.ts';

export interface PackInputFile {
  name: string;
  /** The file's own pages, numbered from 1 within the file. */
  pages: DocumentPage[];
}

export interface PackInput {
  files: PackInputFile[];
}

/** The files' pages renumbered across the pack, and each file's span. */
export function joinPack(input: PackInput): { pages: DocumentPage[]; files: PackFile[] } {
  const pages: DocumentPage[] = [];
  const files: PackFile[] = [];
  for (const file of input.files) {
    const firstPage = pages.length + 1;
    for (const page of file.pages) pages.push({ number: pages.length + 1, text: page.text });
    files.push({ name: file.name, firstPage, pageCount: file.pages.length });
  }
  return { pages, files };
}

/**
 * Analyses a pack of files as one document; a pack of one file is analysed exactly as that file. A
 * pack of two files or more is also checked across its files (pack-checks.ts): contradictions between
 * them, a statement's missing attachments, stale certificates.
 */
export function analysePack(input: PackInput, options: AnalyseOptions = {}): AnalysisResult {
  return runPack(input, options).result;
}

/** `analysePack`, keeping the engine's run (what the LLM review's basis is made from); the run's result is the pack's. */
export function runPack(input: PackInput, options: AnalyseOptions = {}): EngineRun {
  const { pages, files } = joinPack(input);
  const name = input.files.map((f) => f.name).join(', ');
  if (input.files.length < 2) return runEngine({ pages, fileName: name }, options);
  const run = runEngine({ pages, fileName: name }, options, packFindings(input, files, pages, options.today));
  return { ...run, result: { ...run.result, files } };
}
