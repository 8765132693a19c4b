// `@doco/contracts/glossary`: its own entry, so the web loads the glossary only with the pages that use it.
export * from './terms.ts';
export * from './match.ts';
export * from './search.ts';
