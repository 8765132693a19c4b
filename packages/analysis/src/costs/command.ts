// CLI helper: `--state VIC --price 600000 [--first-home] [--owner-occupier] [--foreign]`
// (price in dollars). Returns JSON text whose money values are numbers with exactly two
// decimals. Bad input throws DutyCommandError with a message fit to print.

import { calculateDuty, isAustralianState } from './duty/index.ts';
import { isIsoDate } from './duty/dates.ts';
import { PROPERTY_TYPES, STATES, type DutyInput, type PropertyType } from './duty/types.ts';
import { toDecimalDollars } from './money.ts';

export const DUTY_USAGE = [
  'Usage: duty --state <VIC|NSW|QLD|WA|SA|TAS|ACT|NT> --price <dollars> [--first-home] [--owner-occupier] [--foreign]',
  '            [--contract-date YYYY-MM-DD] [--property-type established|new|offThePlan|vacantLand]',
  'Example: duty --state VIC --price 600000 --first-home',
].join('\n');

export class DutyCommandError extends Error {
  override name = 'DutyCommandError';
}

const FLAGS = new Set(['--first-home', '--owner-occupier', '--foreign']);
const VALUED = new Set(['--state', '--price', '--contract-date', '--property-type']);

function fail(message: string): never {
  throw new DutyCommandError(`Error: ${message}\n${DUTY_USAGE}`);
}

/** "600000", "600,000", "$600,000.50" → cents. At most two decimals. */
export function parseDollars(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', frac = ''] = cleaned.replaceAll(',', '').split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

function parseArgs(args: readonly string[]): Map<string, string | true> {
  const parsed = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const raw = args[i] ?? '';
    const eq = raw.indexOf('=');
    const name = raw.startsWith('--') && eq > 0 ? raw.slice(0, eq) : raw;
    if (FLAGS.has(name)) {
      if (eq > 0) fail(`${name} takes no value`);
      parsed.set(name, true);
    } else if (VALUED.has(name)) {
      let value: string | undefined;
      if (eq > 0) value = raw.slice(eq + 1);
      else {
        value = args[i + 1];
        i++;
      }
      if (value === undefined || value === '' || value.startsWith('--')) fail(`${name} needs a value`);
      if (parsed.has(name)) fail(`${name} given more than once`);
      parsed.set(name, value);
    } else {
      fail(`unknown argument "${raw}"`);
    }
  }
  return parsed;
}

export function dutyCommand(args: readonly string[]): string {
  if (args.includes('--help') || args.includes('-h')) return DUTY_USAGE;
  const opts = parseArgs(args);

  const state = opts.get('--state');
  if (typeof state !== 'string') fail('--state is required');
  const upper = state.toUpperCase();
  if (!isAustralianState(upper)) fail(`unknown state "${state}"; use one of ${STATES.join(', ')}`);

  const priceText = opts.get('--price');
  if (typeof priceText !== 'string') fail('--price is required (in dollars, e.g. --price 600000)');
  const priceCents = parseDollars(priceText);
  if (priceCents === null) fail(`--price must be a dollar amount like 600000 or 600000.50, got "${priceText}"`);
  if (priceCents === 0) fail('--price must be greater than zero');

  const input: DutyInput = {
    state: upper,
    priceCents,
    firstHome: opts.has('--first-home'),
    ownerOccupier: opts.has('--owner-occupier'),
    foreign: opts.has('--foreign'),
  };
  const contractDate = opts.get('--contract-date');
  if (typeof contractDate === 'string') {
    if (!isIsoDate(contractDate)) fail(`--contract-date must be YYYY-MM-DD, got "${contractDate}"`);
    input.contractDate = contractDate;
  }
  const propertyType = opts.get('--property-type');
  if (typeof propertyType === 'string') {
    if (!(PROPERTY_TYPES as readonly string[]).includes(propertyType)) {
      fail(`--property-type must be one of ${PROPERTY_TYPES.join(', ')}`);
    }
    input.propertyType = propertyType as PropertyType;
  }

  const result = calculateDuty(input);
  // Build JSON with money as numbers carrying two decimals (valid JSON: 31070.00).
  const money = (cents: number) => `@@${toDecimalDollars(cents)}@@`;
  const body = {
    state: upper,
    price: money(priceCents),
    duty: money(result.dutyCents),
    surcharge: money(result.surchargeCents),
    total: money(result.totalCents),
    breakdown: result.breakdown.map((l) => ({ label: l.label, amount: money(l.amountCents) })),
    ...(result.concessionApplied ? { concessionApplied: result.concessionApplied } : {}),
    notes: result.notes,
  };
  return JSON.stringify(body, null, 2).replace(/"@@(-?\d+\.\d{2})@@"/g, '$1');
}
