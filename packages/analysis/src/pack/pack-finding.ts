// A finding of the checks across a pack's files: quoted from one file, on that file's pack page.
import type { ConcernCategory, ConcernKind, Finding, RiskLevel } from '../result.ts';
import type { FileQuote } from './file-quotes.ts';

export interface PackFindingSpec {
  id: string;
  flag: Extract<ConcernKind, 'document_contradiction' | 'missing_attachment' | 'stale_document'>;
  category: ConcernCategory;
  severity: RiskLevel;
  title: string;
  description: string;
  impact: string;
  recommendation: string;
  question: string;
  confidence: number;
  at: FileQuote;
}

export function packFinding(spec: PackFindingSpec): Finding {
  const { at, ...rest } = spec;
  return { ...rest, id: `pack:${spec.id}`, quote: at.quote, source: 'rules' };
}

/** A quote as a description shows it: in quotation marks, shortened when long. */
export function quoted(text: string, max = 160): string {
  return `"${text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text}"`;
}
