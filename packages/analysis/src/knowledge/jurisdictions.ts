// Per-state facts the rules and summaries need, in one table (domain-facts.md 1.5-1.7; anatomy §0).
import type { AustralianState } from '../result.ts';

export interface Jurisdiction {
  /** Plain-English cooling-off rule. */
  coolingOff: string;
  /** Whether a statutory cooling-off period exists at all. */
  hasCoolingOff: boolean;
  /** Off-the-plan buyers protected from a developer's rescission at the sunset date (VIC ss10A-10F; NSW since 2015). */
  sunsetProtection: boolean;
  /** What the state calls the title reference. */
  titleReferenceLabel: string;
  /** What the state's valuation calls the unimproved value of the land. */
  siteValueLabel: string;
  /** The name of a bushfire designation in the state's documents. */
  bushfireLabel: string;
}

export const JURISDICTIONS: Record<AustralianState, Jurisdiction> = {
  VIC: {
    coolingOff: 'In Victoria you can end the contract within 3 clear business days of signing by written notice; you forfeit the greater of $100 or 0.2% of the price. There is no cooling-off at or within 3 business days of a public auction.',
    hasCoolingOff: true,
    sunsetProtection: true,
    titleReferenceLabel: 'Volume/Folio',
    siteValueLabel: 'Site value',
    bushfireLabel: 'Designated bushfire prone area',
  },
  NSW: {
    coolingOff: 'In New South Wales the cooling-off period is 5 business days; ending the contract costs 0.25% of the price. There is none at auction, and it can be waived with a s66W certificate.',
    hasCoolingOff: true,
    sunsetProtection: true,
    titleReferenceLabel: 'Folio identifier',
    siteValueLabel: 'Land value',
    bushfireLabel: 'Bush fire prone land',
  },
  QLD: {
    coolingOff: 'In Queensland the cooling-off period is 5 business days from receiving the contract signed by both parties; terminating costs 0.25% of the price. There is none for auction sales.',
    hasCoolingOff: true,
    sunsetProtection: false,
    titleReferenceLabel: 'Title reference',
    siteValueLabel: 'Site value',
    bushfireLabel: 'Bushfire hazard area',
  },
  SA: {
    coolingOff: 'In South Australia the cooling-off period is 2 clear business days; the vendor may keep up to $100 of the deposit.',
    hasCoolingOff: true,
    sunsetProtection: false,
    titleReferenceLabel: 'Certificate of Title Volume/Folio',
    siteValueLabel: 'Site value',
    bushfireLabel: 'Bushfire hazard area',
  },
  WA: {
    coolingOff: 'Western Australia has no general statutory cooling-off period: once signed you are bound unless the contract has conditions.',
    hasCoolingOff: false,
    sunsetProtection: false,
    titleReferenceLabel: 'Volume/Folio',
    siteValueLabel: 'Unimproved value',
    bushfireLabel: 'Designated bushfire prone area',
  },
  ACT: {
    coolingOff: 'In the ACT the cooling-off period is 5 business days; ending the contract costs 0.25% of the price.',
    hasCoolingOff: true,
    sunsetProtection: false,
    titleReferenceLabel: 'Volume/Folio',
    siteValueLabel: 'Unimproved value',
    bushfireLabel: 'Bushfire prone area',
  },
  NT: {
    coolingOff: 'In the Northern Territory the cooling-off period is 4 business days.',
    hasCoolingOff: true,
    sunsetProtection: false,
    titleReferenceLabel: 'Volume/Folio',
    siteValueLabel: 'Unimproved capital value',
    bushfireLabel: 'Bushfire prone area',
  },
  TAS: {
    coolingOff: 'Tasmania has no statutory cooling-off period: once signed you are bound.',
    hasCoolingOff: false,
    sunsetProtection: false,
    titleReferenceLabel: 'Volume/Folio',
    siteValueLabel: 'Land value',
    bushfireLabel: 'Bushfire-prone area',
  },
};
