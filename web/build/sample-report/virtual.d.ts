declare module 'virtual:sample-report' {
  const report: import('./present.ts').SampleReport;
  export default report;
}
declare module 'virtual:sample-report-hero' {
  const hero: import('./present.ts').SampleHero;
  export default hero;
}
