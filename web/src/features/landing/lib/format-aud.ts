/** Integer cents as A$1,234.56: the product's one money format (@doco/contracts). */
export { formatAud } from '@doco/contracts';
