// Runs every extractor once and keeps the evidence (offsets) the rules quote from.
import { judgeEvidence } from '../text/evidence.ts';
import { groupCovenants } from './covenant-groups.ts';
import type { DocumentPart, Facts } from '../result.ts';
import type { DocText } from '../text/doc.ts';
import { extractSpecialConditions, type ConditionHit } from './conditions.ts';
import { detectDocumentType, detectState } from './doctype.ts';
import { extractOwnersCorporation, type OcExtract } from './oc.ts';
import { extractOutgoings, type OutgoingsExtract } from './outgoings.ts';
import { extractPurchasers, extractVendors } from './parties.ts';
import { extractPermits, type PermitHit } from './permits.ts';
import { extractOverlays, extractZone, type OverlayHit, type ZoneHit } from './planning.ts';
import { extractAddress, extractLandSize, extractLotPlan, extractTitleRef } from './property.ts';
import { extractContractDate, extractDeposit, extractPrice, extractSettlement, extractStatementDate, type Located } from './sale.ts';
import {
  extractCaveats,
  extractCovenants,
  extractEasements,
  extractMortgages,
  extractSection173,
  type CaveatHit,
  type CovenantHit,
  type EasementHit,
  type Evidence,
  type MortgageHit,
} from './title.ts';
import { extractValuation } from './valuation.ts';
import { dollarFacts, type MoneyFacts } from './money-facts.ts';
import { mergeRegisterCaveats, mergeRegisterCovenants, mergeRegisterEasements, mergeRegisterMortgages } from './register-entries.ts';
import { purposeOf, withDischargeStatements } from './title.ts';
import { readTitleRegisters } from '../readers/title-register.ts';
import { readProprietors } from '../readers/proprietors.ts';
import { findMentions } from '../text/classify.ts';

export interface Extraction {
  /** The truth.json-shaped facts (money in dollars, converted from `money`). */
  facts: Facts;
  /** The engine's money facts in integer cents: what the rules, summaries and costs read. */
  money: MoneyFacts;
  parts: DocumentPart[];
  evidence: {
    address: { value: string; offset: number } | null;
    zone: ZoneHit | null;
    overlays: OverlayHit[];
    easements: EasementHit[];
    covenants: CovenantHit[];
    caveats: CaveatHit[];
    mortgages: MortgageHit[];
    section173: Evidence | null;
    bushfire: Evidence | null;
    /** The price and the deposit, in integer cents. */
    price: Located<number> | null;
    deposit: Located<number> | null;
    settlement: { date: string | null; text: string; offset: number } | null;
    contractDate: Located<string> | null;
    statementDate: string | null;
    oc: OcExtract;
    outgoings: OutgoingsExtract;
    permits: PermitHit[];
    conditions: ConditionHit[];
  };
}

export const BUSHFIRE_PRONE = /\b(?:designated\s+)?bush\s?fire[\s-]+prone\s+(?:area|land)\b/i;

export function extractBushfireProne(doc: DocText): Evidence | null {
  // A fact comes from an assertion about this land, never from a note, a question or a rule for a class of land.
  const m = findMentions(doc, BUSHFIRE_PRONE).find((x) => x.polarity === 'positive' && judgeEvidence(doc, x.offset).kind === 'assertion');
  return m ? { offset: m.offset, length: m.length } : null;
}

/**
 * Lots named without their plan ("Lots benefited: 13 and 14") are lots of this land's plan: say so, as
 * a title does ("Lots 13 and 14 in DP1045518"; "on" a Victorian or Queensland plan).
 */
export function lotsOnPlan(beneficiary: string | null, plan: string | null, state: string | null): string | null {
  if (!beneficiary || !plan) return beneficiary;
  const lots = /^(?:lots?\s+)?(\d+[A-Z]?(?:\s*(?:,|and|&)\s*\d+[A-Z]?)*)$/i.exec(beneficiary.trim());
  if (!lots) return beneficiary;
  const numbers = lots[1] as string;
  const plural = /,|and|&/.test(numbers);
  return `${plural ? 'Lots' : 'Lot'} ${numbers} ${state === 'NSW' ? 'in' : 'on'} ${plan}`;
}

function orProprietors(vendors: string[], doc: DocText): string[] {
  return vendors.length > 0 ? vendors : (readProprietors(doc)?.names ?? []);
}

export function extractFacts(doc: DocText): Extraction {
  const address = extractAddress(doc);
  const state = detectState(doc, address?.value ?? null);
  const documentType = detectDocumentType(doc);
  const lotPlan = extractLotPlan(doc);
  const titleRef = extractTitleRef(doc);
  const land = extractLandSize(doc, lotPlan?.lot ?? null);
  const zone = extractZone(doc, state);
  const overlays = extractOverlays(doc, state);
  const price = extractPrice(doc);
  const deposit = extractDeposit(doc, price?.value ?? null);
  const settlement = extractSettlement(doc);
  // The title search's register, read by its structure, completes what the mentions found.
  const register = readTitleRegisters(doc);
  const easements = mergeRegisterEasements(extractEasements(doc, lotPlan?.lot ?? null), register, purposeOf);
  const covenants = groupCovenants(doc, mergeRegisterCovenants(extractCovenants(doc), register));
  const caveats = mergeRegisterCaveats(extractCaveats(doc), register);
  const mortgages = withDischargeStatements(doc, mergeRegisterMortgages(extractMortgages(doc), register));
  const section173 = state === 'VIC' || state === null ? extractSection173(doc) : null;
  const bushfire = extractBushfireProne(doc);
  const oc = extractOwnersCorporation(doc);
  const outgoings = extractOutgoings(doc);
  const permits = extractPermits(doc);
  const money: MoneyFacts = {
    purchasePrice: price?.value ?? null,
    deposit: deposit?.value ?? null,
    councilValuation: extractValuation(doc),
    ownersCorporation: oc.money,
    outgoings: outgoings.money,
  };
  const inDollars = dollarFacts(money, oc.litigation !== null);
  const conditions = documentType === 'contract' || documentType === 'contract+section32' ? extractSpecialConditions(doc) : [];
  const facts: Facts = {
    documentType,
    state,
    propertyDetails: {
      address: address?.value ?? null,
      lot: lotPlan?.lot ?? null,
      plan: lotPlan?.plan ?? null,
      volume: titleRef?.volume ?? null,
      folio: titleRef?.folio ?? null,
      landSizeM2: land?.m2 ?? null,
      zoning: zone?.zoning ?? null,
      purchasePrice: inDollars.purchasePrice,
      deposit: inDollars.deposit,
      settlementDate: settlement?.date ?? null,
      councilValuation: inDollars.councilValuation,
    },
    // A vendor the forms do not name is the registered proprietor the title search names.
    vendors: orProprietors(extractVendors(doc), doc),
    purchasers: extractPurchasers(doc),
    overlays: overlays.map((o) => ({ code: o.code, name: o.name })),
    easements: easements.map((e) => ({ type: e.type, beneficiary: lotsOnPlan(e.beneficiary, lotPlan?.plan ?? null, state) })),
    covenants: covenants.map((c) => c.text),
    caveats: caveats.map((c) => ({ caveator: c.caveator, grounds: c.grounds })),
    mortgages: mortgages.map((m) => ({ mortgagee: m.mortgagee })),
    section173: section173 !== null,
    bushfireProne: bushfire !== null,
    ownersCorporation: inDollars.ownersCorporation,
    outgoings: inDollars.outgoings,
    buildingPermitsLast7Years: permits.map((p) => ({ number: p.number, date: p.date, description: p.description })),
    specialConditions: conditions.map((c) => c.summary),
  };
  return {
    facts,
    money,
    parts: doc.parts.map((p) => ({ kind: p.kind, pages: p.pages, confidence: p.confidence })),
    evidence: {
      address,
      zone,
      overlays,
      easements,
      covenants,
      caveats,
      mortgages,
      section173,
      bushfire,
      price,
      deposit,
      settlement,
      contractDate: extractContractDate(doc),
      statementDate: extractStatementDate(doc),
      oc,
      outgoings,
      permits,
      conditions,
    },
  };
}
