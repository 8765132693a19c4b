import { describe, expect, it } from 'vitest';
import { dutyCommand, DutyCommandError, parseDollars } from './index.ts';

function run(args: string[]) {
  const text = dutyCommand(args);
  return { text, json: JSON.parse(text) as Record<string, unknown> };
}

function errorOf(args: string[]): string {
  try {
    dutyCommand(args);
  } catch (e) {
    expect(e).toBeInstanceOf(DutyCommandError);
    return (e as Error).message;
  }
  throw new Error('expected dutyCommand to throw');
}

describe('dutyCommand', () => {
  it('general duty with two-decimal dollars', () => {
    const { text, json } = run(['--state', 'VIC', '--price', '600000']);
    expect(json.duty).toBe(31_070);
    expect(json.surcharge).toBe(0);
    expect(json.total).toBe(31_070);
    expect(text).toContain('"duty": 31070.00');
    expect(text).toContain('"surcharge": 0.00');
    expect(json.breakdown).toEqual([{ label: 'Transfer duty (VIC general rates)', amount: 31_070 }]);
  });

  it('flags: first home, owner-occupier, foreign', () => {
    expect(run(['--state', 'VIC', '--price', '600000', '--first-home']).json.total).toBe(0);
    expect(run(['--state', 'QLD', '--price', '500000', '--owner-occupier']).json.duty).toBe(8_750);
    const foreign = run(['--state', 'VIC', '--price', '800000', '--foreign']);
    expect(foreign.json).toMatchObject({ duty: 43_070, surcharge: 64_000, total: 107_070 });
    expect((foreign.json.breakdown as unknown[]).length).toBe(2);
  });

  it('keeps cents and accepts --flag=value, lower-case state, commas and $', () => {
    const { text, json } = run(['--state=wa', '--price=$800,000']);
    expect(json.duty).toBe(32_315.5);
    expect(text).toContain('"duty": 32315.50');
  });

  it('accepts --contract-date and --property-type', () => {
    expect(run(['--state', 'NSW', '--price', '800000', '--contract-date', '2025-03-01']).json.duty).toBe(30_529);
    expect(run(['--state', 'SA', '--price', '700000', '--first-home', '--property-type', 'new']).json.duty).toBe(0);
  });

  it('--help returns usage', () => {
    expect(dutyCommand(['--help'])).toMatch(/^Usage: duty --state/);
  });

  it('clear errors for bad input', () => {
    expect(errorOf([])).toMatch(/--state is required/);
    expect(errorOf(['--state', 'VIC'])).toMatch(/--price is required/);
    expect(errorOf(['--state', 'XYZ', '--price', '1'])).toMatch(/unknown state "XYZ"; use one of VIC, NSW/);
    expect(errorOf(['--state', 'VIC', '--price', 'abc'])).toMatch(/--price must be a dollar amount/);
    expect(errorOf(['--state', 'VIC', '--price', '-5'])).toMatch(/--price needs a value|--price must be/);
    expect(errorOf(['--state', 'VIC', '--price', '1.234'])).toMatch(/--price must be a dollar amount/);
    expect(errorOf(['--state', 'VIC', '--price', '0'])).toMatch(/greater than zero/);
    expect(errorOf(['--state', 'VIC', '--price'])).toMatch(/--price needs a value/);
    expect(errorOf(['--state', 'VIC', '--price', '1', '--bogus'])).toMatch(/unknown argument "--bogus"/);
    expect(errorOf(['--state', 'VIC', '--price', '1', '--foreign=yes'])).toMatch(/--foreign takes no value/);
    expect(errorOf(['--state', 'VIC', '--price', '1', '--contract-date', '2025-13-01'])).toMatch(/YYYY-MM-DD/);
    expect(errorOf(['--state', 'VIC', '--state', 'NSW', '--price', '1'])).toMatch(/more than once/);
    expect(errorOf(['--state', 'VIC'])).toMatch(/Usage:/);
  });
});

describe('parseDollars', () => {
  it('parses dollar text to cents', () => {
    expect(parseDollars('600000')).toBe(60_000_000);
    expect(parseDollars('600,000.5')).toBe(60_000_050);
    expect(parseDollars('$1,234.56')).toBe(123_456);
    expect(parseDollars('1,23')).toBeNull();
    expect(parseDollars('')).toBeNull();
    expect(parseDollars('1e6')).toBeNull();
  });
});
