/**
 * Whether the stored PDF is known to leave out every item the buyer hid (issue 26 renders it again
 * after each change). The analysis worker names a PDF it rendered again
 * `reports/{user}/{analysis}-{renderedAtMs}-{round}.pdf`; a first PDF (rendered with the analysis) or any
 * other name proves nothing. So it fails closed: with hidden items, a PDF is shared only when its name
 * says it was rendered after the newest of them (a render still queued, an analysis too old to render
 * again, or a renamed key all mean no PDF).
 */
export function pdfLeavesOutHidden(storageKey: string, newestHiddenAt: Date | null): boolean {
  if (!newestHiddenAt) return true;
  const renderedAt = /-(\d{13})-\d+\.pdf$/.exec(storageKey)?.[1];
  return renderedAt !== undefined && Number(renderedAt) >= newestHiddenAt.getTime();
}
