// The words a quote must carry before an LLM finding may claim a flag: the model may be steered
// (by the document itself) into pinning "compulsory acquisition" on a harmless sentence whose quote
// is real. A flag whose vocabulary is not in its quote is not kept.
import type { RiskKey } from '../result.ts';

/** Each flag's vocabulary: stems matched at the start of a word, case-insensitive. */
export const FLAG_VOCABULARY: Record<RiskKey, RegExp> = {
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
};

/** Whether the quote speaks of what the flag names. */
export const quoteCarriesFlag = (quote: string, flag: RiskKey): boolean => FLAG_VOCABULARY[flag].test(quote);
