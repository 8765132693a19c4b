export { renderEmail, TEMPLATES, TemplateDataError } from './catalogue.ts';
export { DISCLAIMER, PRODUCT, escapeHtml, layout, type Rendered } from './layout.ts';
