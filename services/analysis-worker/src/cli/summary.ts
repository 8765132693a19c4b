import { ongoingTotalText, upfrontTotalText } from '@doco/contracts';
import type { CliAnalysis } from './analyze.ts';

/** The human-readable form of `doco analyze` (without --json). */
export function humanSummary({ file, analysis }: { file: string; analysis: CliAnalysis }): string {
  const { result, timings } = analysis;
  const cpa = result.comprehensivePropertyAnalysis;
  const details = cpa.propertyDetails;
  const ocr = analysis.ocrPages > 0 ? `, ${analysis.ocrPages} read by OCR` : '';
  const lines = [
    `${file}: ${analysis.kind.toUpperCase()}, ${analysis.pages} page${analysis.pages === 1 ? '' : 's'}${ocr}`,
    `  text ${timings.extract} ms, OCR ${timings.ocr} ms, engine ${timings.engine} ms`,
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
    lines.push(`Costs:        upfront ${upfrontTotalText(cpa.costs)}, yearly ${ongoingTotalText(cpa.costs)}`);
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
