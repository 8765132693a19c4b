export const site = {
  name: 'Doco',
  tagline: 'Know the risks before you sign.',
} as const;

/**
 * The one wait the product promises, wherever it promises one (issue 27): measured on the pipeline
 * (`npm run bench`: 2-11 s for text documents; OCR about a second a scanned page).
 */
export const ANALYSIS_TIME = 'usually under 15 seconds; scans take about a second a page';
/** The same, as a sentence. */
export const ANALYSIS_TIME_SENTENCE = 'An analysis usually takes under 15 seconds; scans take about a second a page.';
