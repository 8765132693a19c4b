// The engine: pages of text -> structured analysis. Pure: no I/O, no environment.
import { assembleResult } from './assemble.ts';
import { extractFacts, type Extraction } from './extract/facts.ts';
import { extractRegisterSearch } from './register/asic.ts';
import type { AnalysisInput, AnalysisResult, Finding } from './result.ts';
import { runRules } from './rules/index.ts';
import { defaultCostsEstimator, type CostsEstimator } from './summary/costs.ts';
import { buildDoc, type DocText } from './text/doc.ts';
import { mendPages } from './text/mend.ts';

export interface AnalyseOptions {
  /** Produces the costs block; defaults to the costs module's estimate, null disables it. */
  costs?: CostsEstimator | null;
  /** The analysis date (YYYY-MM-DD): what a pack's certificates are aged against when no file gives a day of sale. The engine never reads the clock. */
  today?: string;
}

export interface EngineRun {
  doc: DocText;
  extraction: Extraction;
  findings: Finding[];
  result: AnalysisResult;
}

/**
 * Full run, keeping the intermediate pieces (used by the LLM merge). `added` are findings made outside
 * the document's own reading (a pack's checks across its files), assembled with the rules' findings.
 */
export function runEngine(input: AnalysisInput, options: AnalyseOptions = {}, added: readonly Finding[] = []): EngineRun {
  // The text layer is mended once (split words, hyphenation, tick-box glyphs) before any reader.
  const doc = buildDoc(mendPages(input.pages));
  const extraction = extractFacts(doc);
  const type = extraction.facts.documentType;
  const rules = runRules({ doc, ex: extraction, facts: extraction.facts, isContract: type === 'contract' || type === 'contract+section32' });
  const findings = added.length > 0 ? [...rules.findings, ...added] : rules.findings;
  const unconfirmed = rules.unconfirmed;
  const result = assembleResult(doc, extraction, findings, extractRegisterSearch(doc), options.costs === undefined ? defaultCostsEstimator : (options.costs ?? undefined), unconfirmed);
  return { doc, extraction, findings, result };
}

export function analyseDocument(input: AnalysisInput, options: AnalyseOptions = {}): AnalysisResult {
  return runEngine(input, options).result;
}
