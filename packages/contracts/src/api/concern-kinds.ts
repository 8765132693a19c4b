import { z } from 'zod';

// The catalogue of concern kinds and the "Could not confirm" item, shared by the engine's result
// (analysis-result.ts) and the API's response (analysis.ts), which both import it from here.

/**
 * The closed catalogue of concern kinds (docs/concern-catalogue.md). Every concern carries one.
 * Risk kinds are alarms and are listed in `flags`; info kinds are facts a buyer should see.
 */
export const RISK_KEYS = [
  // Planning and hazards
  'heritage_overlay',
  'flood_overlay',
  'bushfire_overlay',
  'bushfire_prone_area',
  'compulsory_acquisition',
  'contaminated_land',
  'loose_fill_asbestos',
  'mine_subsidence',
  'coastal_hazard',
  'section_173',
  'gaic',
  // Title and encumbrances
  'easement',
  'restrictive_covenant',
  'third_party_caveat',
  'statutory_charge',
  'mortgage_not_discharged',
  // Contract terms
  'no_finance_clause',
  'no_inspection_condition',
  'early_deposit_release',
  'deposit_above_10',
  'sunset_clause',
  'off_the_plan',
  'terms_contract',
  'gst_withholding',
  'gst_additional',
  'cooling_off_waived',
  'tenancy',
  'land_tax_adjustment',
  // Owners corporation
  'oc_special_levy',
  'oc_litigation',
  'oc_no_sinking_fund',
  'oc_insurance_missing',
  'oc_fee_arrears',
  'short_stay_bylaw',
  // Building and services
  'unapproved_building_work',
  'owner_builder_no_insurance',
  'outstanding_notices',
  'pool_no_certificate',
  'non_connected_services',
  'no_road_access',
  'solar_lease',
  // Across the files of a pack (issue 28): raised only when a pack holds two files or more
  'document_contradiction',
  'missing_attachment',
  'stale_document',
] as const;
export const INFO_KINDS = ['mortgage_to_discharge', 'oc_fees', 'building_permit', 'zoning'] as const;
export const CONCERN_KINDS = [...RISK_KEYS, ...INFO_KINDS] as const;
export const concernKind = z.enum(CONCERN_KINDS);
export const riskKey = z.enum(RISK_KEYS);

/**
 * An item the document has but whose answer could not be read (an unclear scan, a box neither ticked
 * nor blank, a heading with nothing under it): never a red flag, never silence. The buyer checks it.
 */
export const unconfirmedItem = z.object({
  /** The concern kind the item is about, when it is about one. */
  kind: concernKind.nullable(),
  /** The item as the document words it. */
  item: z.string().min(1),
  page: z.number().int().min(1),
  reason: z.string().min(1),
});

/** What the buyer is told to do about each item that could not be confirmed (results view and PDF report alike). */
export const COULD_NOT_CONFIRM_ADVICE = 'Check this with your conveyancer before you sign.';

/**
 * What the document clears ("Checked"): a risk kind no concern was raised for, whose item the
 * document answers definitely in the negative (a No, a nil answer, "not applicable", a ticked No),
 * quoted verbatim with the item it answers.
 */
export const checkedItem = z.object({
  /** The risk kind the answer clears (an internal key: never shown). */
  kind: concernKind,
  /** What is cleared, in plain words ("No caveats on title"). */
  title: z.string().min(1),
  /** The item and its answer, verbatim from the document. */
  quote: z.string().min(1),
  page: z.number().int().min(1),
});

export type RiskKey = z.infer<typeof riskKey>;
export type ConcernKind = z.infer<typeof concernKind>;
export type UnconfirmedItem = z.infer<typeof unconfirmedItem>;
export type CheckedItem = z.infer<typeof checkedItem>;
