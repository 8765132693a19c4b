// The words a quote must carry before an LLM finding may claim a flag: the model may be steered
// (by the document itself) into pinning "compulsory acquisition" on a harmless sentence whose quote
// is real. A flag whose vocabulary is not in its quote is not kept.
import type { ConcernKind } from '../result.ts';

/** Each flag's vocabulary: stems matched at the start of a word, case-insensitive. */
export const FLAG_VOCABULARY: Record<ConcernKind, RegExp> = {
  heritage_overlay: /\b(?:heritage|HO\d)/i,
  flood_overlay: /\b(?:flood|inundat|LSIO|SBO|FO\d)/i,
  bushfire_overlay: /\b(?:bushfire|BMO|WMO)/i,
  bushfire_prone_area: /\bbushfire/i,
  third_party_caveat: /\bcaveat/i,
  no_finance_clause: /\b(?:financ|loan)/i,
  sunset_clause: /\b(?:sunset|registration|registered)/i,
  oc_special_levy: /\b(?:levy|levies|special contribution)/i,
  oc_litigation: /\b(?:litigation|proceeding|legal action|court|tribunal|VCAT|NCAT|dispute|claim|sued|suing)/i,
  easement: /\b(?:easement|right of way|carriageway|E-?\d)/i,
  section_173: /\b(?:section 173|s\.? ?173|173 agreement)/i,
  owner_builder_no_insurance: /\b(?:owner[- ]builder|domestic building insurance|warranty insurance)/i,
  early_deposit_release: /\bdeposit/i,
  restrictive_covenant: /\b(?:covenant|restriction)/i,
  statutory_charge: /\b(?:charge|land tax|rates|arrears|outstanding|owing|unpaid)/i,
  outstanding_notices: /\b(?:notice|order|direction|infringement|proposal)/i,
  compulsory_acquisition: /\b(?:acqui|PAO|resum)/i,
  gaic: /\b(?:GAIC|growth areas? infrastructure)/i,
  non_connected_services: /\b(?:connect|service|sewer|water|electricity|gas|telephone|NBN)/i,
  unapproved_building_work: /\b(?:permit|approv|unapproved|illegal|occupancy|building work|unauthori[sz]ed)/i,
  contaminated_land: /\b(?:contaminat|remediat|management order)/i,
  loose_fill_asbestos: /\b(?:asbestos|loose[- ]fill)/i,
  mine_subsidence: /\b(?:mine|subsidence)/i,
  coastal_hazard: /\b(?:coast|erosion|shoreline)/i,
  mortgage_not_discharged: /\bmortgage/i,
  no_inspection_condition: /\b(?:inspection|building and pest|pest)/i,
  deposit_above_10: /\bdeposit/i,
  off_the_plan: /\b(?:off[- ]the[- ]plan|proposed lot|unregistered plan|plan of subdivision)/i,
  terms_contract: /\b(?:terms contract|instalment|vendor finance)/i,
  gst_withholding: /\b(?:GST|withhold)/i,
  gst_additional: /\b(?:GST|margin scheme|going concern)/i,
  cooling_off_waived: /\b(?:cooling[- ]off|66W)/i,
  tenancy: /\b(?:tenan|lease|let|rent)/i,
  land_tax_adjustment: /\bland tax/i,
  oc_no_sinking_fund: /\b(?:sinking|capital works|maintenance (?:fund|plan))/i,
  oc_insurance_missing: /\binsur/i,
  oc_fee_arrears: /\b(?:arrears|unpaid|owing|outstanding)/i,
  short_stay_bylaw: /\b(?:short[- ](?:stay|term)|holiday|by-?laws?|rules)/i,
  pool_no_certificate: /\b(?:pool|spa)/i,
  no_road_access: /\b(?:road|access|landlocked)/i,
  solar_lease: /\b(?:solar|lease|panel)/i,
  mortgage_to_discharge: /\bmortgage/i,
  oc_fees: /\b(?:levy|levies|fees|contribution|fund)/i,
  building_permit: /\bpermit/i,
  zoning: /\bzon/i,
};

/** Whether the quote speaks of what the flag names. */
export const quoteCarriesFlag = (quote: string, flag: ConcernKind): boolean => FLAG_VOCABULARY[flag].test(quote);
