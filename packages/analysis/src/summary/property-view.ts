// Display strings for the Property tab. A missing price reads 'Not specified in contract';
// council valuations are labelled as such and are never shown as the price.
import { formatDate } from '../extract/dates.ts';
import { JURISDICTIONS } from '../knowledge/jurisdictions.ts';
import type { Facts, PropertyDetailsView } from '../result.ts';
import { money } from '../rules/context.ts';

export const NO_PRICE = 'Not specified in contract';

export function propertyView(facts: Facts, settlementText: string | null): PropertyDetailsView {
  const p = facts.propertyDetails;
  const title = [
    p.lot && p.plan ? `Lot ${p.lot} on ${p.plan}` : null,
    p.volume && p.folio ? `Volume ${p.volume} Folio ${p.folio}` : p.folio ? (facts.state === 'QLD' ? `Title reference ${p.folio}` : `Folio ${p.folio}`) : null,
  ].filter(Boolean);
  const cv = p.councilValuation;
  const valuation = [
    cv.civ !== null ? `Capital improved value ${money(cv.civ)}` : null,
    cv.siteValue !== null ? `${facts.state ? JURISDICTIONS[facts.state].siteValueLabel : 'Site value'} ${money(cv.siteValue)}` : null,
    cv.nav !== null ? `Net annual value ${money(cv.nav)}` : null,
  ].filter(Boolean);
  const depositPct = p.deposit !== null && p.purchasePrice ? ` (${Math.round((p.deposit / p.purchasePrice) * 1000) / 10}% of the price)` : '';
  return {
    address: p.address,
    landSize: p.landSizeM2 !== null ? `${p.landSizeM2.toLocaleString('en-AU')} m²` : null,
    zoning: p.zoning,
    titleDetails: title.length > 0 ? title.join('; ') : null,
    purchasePrice: p.purchasePrice !== null ? money(p.purchasePrice) : NO_PRICE,
    councilValuation: valuation.length > 0 ? `${valuation.join('; ')} (council rating valuation, not the purchase price)` : null,
    deposit: p.deposit !== null ? `${money(p.deposit)}${depositPct}` : null,
    settlementDate: p.settlementDate !== null ? formatDate(p.settlementDate) : settlementText ? settlementText.slice(0, 200) : null,
  };
}
