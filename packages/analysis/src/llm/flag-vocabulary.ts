// The words a quote must carry before an LLM finding may claim a flag: the model may be steered
// (by the document itself) into pinning "compulsory acquisition" on a harmless sentence whose quote
// is real. A flag whose vocabulary is not in its quote is not kept.
import type { ConcernKind } from '../result.ts';

/** Each flag's vocabulary: words or phrases matched at the start of a word, case-insensitive (data, not patterns). */
export const FLAG_VOCABULARY: Record<ConcernKind, readonly string[]> = {
  heritage_overlay: ['heritage', 'ho1', 'ho2', 'ho3', 'ho4', 'ho5', 'ho6', 'ho7', 'ho8', 'ho9'],
  flood_overlay: ['flood', 'inundat', 'lsio', 'sbo', 'fo1', 'fo2', 'fo3'],
  bushfire_overlay: ['bushfire', 'bmo', 'wmo'],
  bushfire_prone_area: ['bushfire'],
  third_party_caveat: ['caveat'],
  no_finance_clause: ['financ', 'loan'],
  sunset_clause: ['sunset', 'registration', 'registered'],
  oc_special_levy: ['levy', 'levies', 'special contribution'],
  oc_litigation: ['litigation', 'proceeding', 'legal action', 'court', 'tribunal', 'vcat', 'ncat', 'dispute', 'claim', 'sued', 'suing'],
  easement: ['easement', 'right of way', 'carriageway', 'e1', 'e2', 'e3', 'e 1', 'e 2', 'e 3'],
  section_173: ['section 173', 's 173', 's173', '173 agreement'],
  owner_builder_no_insurance: ['owner builder', 'domestic building insurance', 'warranty insurance'],
  early_deposit_release: ['deposit'],
  restrictive_covenant: ['covenant', 'restriction'],
  statutory_charge: ['charge', 'land tax', 'rates', 'arrears', 'outstanding', 'owing', 'unpaid'],
  outstanding_notices: ['notice', 'order', 'direction', 'infringement', 'proposal'],
  compulsory_acquisition: ['acqui', 'pao', 'resum'],
  gaic: ['gaic', 'growth areas infrastructure'],
  non_connected_services: ['connect', 'service', 'sewer', 'water', 'electricity', 'gas', 'telephone', 'nbn'],
  unapproved_building_work: ['permit', 'approv', 'unapproved', 'illegal', 'occupancy', 'building work', 'unauthorised', 'unauthorized'],
  contaminated_land: ['contaminat', 'remediat', 'management order'],
  loose_fill_asbestos: ['asbestos', 'loose fill'],
  mine_subsidence: ['mine', 'subsidence'],
  coastal_hazard: ['coast', 'erosion', 'shoreline'],
  mortgage_not_discharged: ['mortgage'],
  no_inspection_condition: ['inspection', 'building and pest', 'pest'],
  deposit_above_10: ['deposit'],
  off_the_plan: ['off the plan', 'proposed lot', 'unregistered plan', 'plan of subdivision'],
  terms_contract: ['terms contract', 'instalment', 'vendor finance'],
  gst_withholding: ['gst', 'withhold'],
  gst_additional: ['gst', 'margin scheme', 'going concern'],
  cooling_off_waived: ['cooling off', '66w'],
  tenancy: ['tenan', 'lease', 'let', 'rent'],
  land_tax_adjustment: ['land tax'],
  oc_no_sinking_fund: ['sinking', 'capital works', 'maintenance fund', 'maintenance plan'],
  oc_insurance_missing: ['insur'],
  oc_fee_arrears: ['arrears', 'unpaid', 'owing', 'outstanding'],
  short_stay_bylaw: ['short stay', 'short term', 'holiday', 'by law', 'bylaw', 'rules'],
  pool_no_certificate: ['pool', 'spa'],
  no_road_access: ['road', 'access', 'landlocked'],
  solar_lease: ['solar', 'lease', 'panel'],
  mortgage_to_discharge: ['mortgage'],
  oc_fees: ['levy', 'levies', 'fees', 'contribution', 'fund'],
  building_permit: ['permit'],
  zoning: ['zon'],
  // Raised only by the checks across a pack's files (pack/): one quote cannot carry them, so an LLM
  // finding never keeps them.
  document_contradiction: [],
  missing_attachment: [],
  stale_document: [],
};

/** Whether the quote speaks of what the flag names. */
export function quoteCarriesFlag(quote: string, flag: ConcernKind): boolean {
  // The quote as words: lower case, every run of other characters one space, a space in front.
  const words = ` ${quote.toLowerCase().replace(/[^a-z0-9/]+/g, ' ')}`;
  return FLAG_VOCABULARY[flag].some((stem) => words.includes(` ${stem}`));
}
