import type { EngineResult } from '../engine/types.ts';
import type { ReadDocument } from '../read/read-document.ts';

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);

/** The human-readable form of `doco analyze` (without --json). */
export function humanSummary(input: { file: string; read: ReadDocument; engineMs: number; result: EngineResult }): string {
  const { file, read, engineMs, result } = input;
  const cpa = result.comprehensivePropertyAnalysis;
  const details = cpa.propertyDetails;
  const ocr = read.ocrPages > 0 ? `, ${read.ocrPages} read by OCR` : '';
  const lines = [
    `${file}: ${read.kind.toUpperCase()}, ${read.pages.length} page${read.pages.length === 1 ? '' : 's'}${ocr}`,
    `  text ${read.timings.extract} ms, OCR ${read.timings.ocr} ms, engine ${engineMs} ms`,
    '',
    `Document:     ${result.documentType}${result.state ? ` (${result.state})` : ''}`,
    `Address:      ${details.address ?? 'not found'}`,
    `Title:        ${details.titleDetails ?? 'not found'}`,
    `Zoning:       ${details.zoning ?? 'not found'}`,
    `Price:        ${details.purchasePrice}`,
    `Overall risk: ${cpa.buyerSummary.overallRisk}`,
    `Flags:        ${result.flags.length > 0 ? result.flags.join(', ') : 'none'}`,
  ];
  if (cpa.costs) {
    lines.push(`Costs:        upfront ${dollars(cpa.costs.totalUpfront)}, yearly ${dollars(cpa.costs.totalOngoing)}`);
  }
  lines.push('', `Concerns (${result.concerns.length}):`);
  result.concerns.forEach((concern, index) => {
    lines.push(`  ${index + 1}. [${concern.category}] ${concern.title} (${concern.location}, ${concern.confidence}%)`);
    lines.push(`     "${concern.context}"`);
  });
  if (cpa.buyerSummary.recommendations.length > 0) {
    lines.push('', 'Recommendations:', ...cpa.buyerSummary.recommendations.map((r) => `  - ${r}`));
  }
  lines.push('', 'General information only; not legal or financial advice.');
  return lines.join('\n');
}
