// Bracket boundaries, "per $100 or part" rounding, first-home thresholds and phase-outs,
// foreign surcharges, date-dependent schedules and input validation.

import { describe, expect, it } from 'vitest';
import { calculateDuty, STATES, type DutyInput } from './index.ts';

const d = (dollars: number) => Math.round(dollars * 100);
const duty = (input: Omit<DutyInput, 'priceCents'> & { price: number }) => {
  const { price, ...rest } = input;
  return calculateDuty({ ...rest, priceCents: d(price) });
};

describe('VIC', () => {
  it('bracket boundaries', () => {
    expect(duty({ state: 'VIC', price: 25_000 }).dutyCents).toBe(d(350));
    expect(duty({ state: 'VIC', price: 25_001 }).dutyCents).toBe(d(350.02));
    expect(duty({ state: 'VIC', price: 130_000 }).dutyCents).toBe(d(2_870));
    expect(duty({ state: 'VIC', price: 130_001 }).dutyCents).toBe(d(2_870.06));
    expect(duty({ state: 'VIC', price: 2_000_000 }).dutyCents).toBe(d(110_000));
    expect(duty({ state: 'VIC', price: 2_000_100 }).dutyCents).toBe(d(110_006.5));
  });

  it('PPR concession only applies from $130,001 to $550,000', () => {
    expect(duty({ state: 'VIC', price: 130_000, ownerOccupier: true }).concessionApplied).toBeUndefined();
    expect(duty({ state: 'VIC', price: 440_000, ownerOccupier: true }).dutyCents).toBe(d(18_370));
    expect(duty({ state: 'VIC', price: 550_000, ownerOccupier: true }).dutyCents).toBe(d(24_970));
    const above = duty({ state: 'VIC', price: 550_001, ownerOccupier: true });
    expect(above.dutyCents).toBe(d(28_070.06));
    expect(above.concessionApplied).toBeUndefined();
  });

  it('first home: nil to $600,000, taper to $750,000, general above', () => {
    expect(duty({ state: 'VIC', price: 599_999, firstHome: true }).dutyCents).toBe(0);
    expect(duty({ state: 'VIC', price: 600_001, firstHome: true }).dutyCents).toBe(0); // 20 cents rounds down to $0
    expect(duty({ state: 'VIC', price: 750_000, firstHome: true }).dutyCents).toBe(d(40_070));
    const above = duty({ state: 'VIC', price: 750_001, firstHome: true });
    expect(above.dutyCents).toBe(d(40_070.06));
    expect(above.concessionApplied).toBeUndefined();
    let previous = -1;
    for (let price = 600_000; price <= 750_000; price += 5_000) {
      const current = duty({ state: 'VIC', price, firstHome: true }).dutyCents;
      expect(current).toBeGreaterThanOrEqual(previous);
      expect(current % 100).toBe(0); // whole dollars
      previous = current;
    }
  });

  it('first home buyer under $600,000 pays nil, not the PPR rate', () => {
    // FHB at $500,000 is nil, not the PPR figure
    expect(duty({ state: 'VIC', price: 500_000, firstHome: true }).dutyCents).toBe(0);
  });

  it('FPAD is 8% of the value before concessions, 7% for contracts before 1 Jul 2019', () => {
    const fhbForeign = duty({ state: 'VIC', price: 500_000, firstHome: true, foreign: true });
    expect(fhbForeign.dutyCents).toBe(0);
    expect(fhbForeign.surchargeCents).toBe(d(40_000));
    expect(duty({ state: 'VIC', price: 500_000, foreign: true, contractDate: '2019-06-30' }).surchargeCents).toBe(d(35_000));
    expect(duty({ state: 'VIC', price: 500_000, foreign: true, landUse: 'commercial' }).surchargeCents).toBe(0);
  });
});

describe('NSW', () => {
  it('minimum $20 and per-$100-or-part rounding', () => {
    expect(duty({ state: 'NSW', price: 1_000 }).dutyCents).toBe(d(20));
    expect(duty({ state: 'NSW', price: 17_000 }).dutyCents).toBe(d(212.5));
    expect(duty({ state: 'NSW', price: 17_001 }).dutyCents).toBe(d(213.5));
    expect(duty({ state: 'NSW', price: 372_000 }).dutyCents).toBe(d(11_152));
    expect(duty({ state: 'NSW', price: 372_001 }).dutyCents).toBe(d(11_156.5));
    expect(duty({ state: 'NSW', price: 372_100 }).dutyCents).toBe(d(11_156.5));
    expect(duty({ state: 'NSW', price: 372_101 }).dutyCents).toBe(d(11_161));
    expect(duty({ state: 'NSW', price: 1_240_000 }).dutyCents).toBe(d(50_212));
  });

  it('schedule follows the contract date', () => {
    expect(duty({ state: 'NSW', price: 500_000, contractDate: '2025-06-30' }).dutyCents).toBe(d(10_909 + 4.5 * 1_360));
    expect(duty({ state: 'NSW', price: 500_000, contractDate: '2025-07-01' }).dutyCents).toBe(d(16_912));
  });

  it('premium property duty above $3,636,000 (2024-25, Revenue NSW base $182,390)', () => {
    expect(duty({ state: 'NSW', price: 3_636_000, contractDate: '2025-01-01' }).dutyCents).toBe(d(182_389));
    expect(duty({ state: 'NSW', price: 3_636_100, contractDate: '2025-01-01' }).dutyCents).toBe(d(182_397));
    const r = duty({ state: 'NSW', price: 4_000_000 });
    expect(r.notes.join(' ')).toMatch(/not confirmed/);
    // non-residential land has no premium band: 5.5% continues
    expect(duty({ state: 'NSW', price: 4_000_000, landUse: 'commercial' }).dutyCents).toBe(d(50_212 + 5.5 * 27_600));
  });

  it('FHBAS: nil to $800,000, concession below $1,000,000, vacant land $350k/$450k', () => {
    expect(duty({ state: 'NSW', price: 800_000, firstHome: true }).dutyCents).toBe(0);
    const mid = duty({ state: 'NSW', price: 900_000, firstHome: true });
    const general = duty({ state: 'NSW', price: 900_000 }).dutyCents;
    expect(mid.dutyCents).toBeGreaterThan(0);
    expect(mid.dutyCents).toBeLessThan(general);
    expect(mid.concessionApplied).toMatch(/estimated/);
    expect(duty({ state: 'NSW', price: 1_000_000, firstHome: true }).dutyCents).toBe(d(39_412));
    expect(duty({ state: 'NSW', price: 350_000, firstHome: true, propertyType: 'vacantLand' }).dutyCents).toBe(0);
    expect(duty({ state: 'NSW', price: 450_000, firstHome: true, propertyType: 'vacantLand' }).dutyCents).toBe(
      duty({ state: 'NSW', price: 450_000 }).dutyCents,
    );
  });

  it('surcharge purchaser duty: 9% from 1 Jan 2025, 8% before', () => {
    expect(duty({ state: 'NSW', price: 1_000_000, foreign: true, contractDate: '2024-12-31' }).surchargeCents).toBe(d(80_000));
    expect(duty({ state: 'NSW', price: 1_000_000, foreign: true, contractDate: '2025-01-01' }).surchargeCents).toBe(d(90_000));
  });
});

describe('QLD', () => {
  it('bracket boundaries', () => {
    expect(duty({ state: 'QLD', price: 5_000 }).dutyCents).toBe(0);
    expect(duty({ state: 'QLD', price: 5_001 }).dutyCents).toBe(d(1.5));
    expect(duty({ state: 'QLD', price: 75_000 }).dutyCents).toBe(d(1_050));
    expect(duty({ state: 'QLD', price: 350_000, ownerOccupier: true }).dutyCents).toBe(d(3_500));
    expect(duty({ state: 'QLD', price: 350_050, ownerOccupier: true }).dutyCents).toBe(d(3_503.5));
  });

  it('first home concession: nil to $700,000, phased out by $800,000, home rate above', () => {
    expect(duty({ state: 'QLD', price: 700_000, firstHome: true }).dutyCents).toBe(0);
    const mid = duty({ state: 'QLD', price: 750_000, firstHome: true });
    expect(mid.dutyCents).toBeGreaterThan(0);
    expect(mid.dutyCents).toBeLessThan(d(19_600));
    const at800 = duty({ state: 'QLD', price: 800_000, firstHome: true });
    expect(at800.dutyCents).toBe(d(10_150 + 4.5 * 2_600));
    expect(at800.concessionApplied).toBe('QLD home concession rate');
  });

  it('first home (new home) concession from 1 May 2025: nil with no cap', () => {
    expect(duty({ state: 'QLD', price: 2_000_000, firstHome: true, propertyType: 'new' }).dutyCents).toBe(0);
    const before = duty({ state: 'QLD', price: 2_000_000, firstHome: true, propertyType: 'new', contractDate: '2025-04-30' });
    expect(before.dutyCents).toBe(d(30_850 + 5.75 * 10_000));
  });

  it('AFAD: 8% from 1 Jul 2024, 7% before; home concession still available to foreign buyers', () => {
    expect(duty({ state: 'QLD', price: 500_000, foreign: true, contractDate: '2024-06-30' }).surchargeCents).toBe(d(35_000));
    const r = duty({ state: 'QLD', price: 500_000, foreign: true, ownerOccupier: true });
    expect(r.dutyCents).toBe(d(8_750));
    expect(r.surchargeCents).toBe(d(40_000));
  });
});

describe('WA', () => {
  it('residential bracket boundaries and $100-or-part rounding', () => {
    expect(duty({ state: 'WA', price: 120_000 }).dutyCents).toBe(d(2_280));
    expect(duty({ state: 'WA', price: 120_001 }).dutyCents).toBe(d(2_282.85));
    // the published table steps by 50c here: 11,115 + 4.75 × 3,650 = 28,452.50 vs the next base 28,453
    expect(duty({ state: 'WA', price: 725_000 }).dutyCents).toBe(d(28_452.5));
    expect(duty({ state: 'WA', price: 725_001 }).dutyCents).toBe(d(28_458.15));
  });

  it('first home owner rate thresholds (from 21 Mar 2025)', () => {
    expect(duty({ state: 'WA', price: 500_000, firstHome: true }).dutyCents).toBe(0);
    expect(duty({ state: 'WA', price: 700_000, firstHome: true }).dutyCents).toBe(d(27_260));
    const above = duty({ state: 'WA', price: 700_100, firstHome: true });
    expect(above.dutyCents).toBe(d(27_269.75));
    expect(above.concessionApplied).toBeUndefined();
    expect(duty({ state: 'WA', price: 600_000, firstHome: true, region: 'regional' }).dutyCents).toBe(d(11_900));
    // at the regional cap the FHO formula ($29,750) exceeds the standard rate; standard is charged
    expect(duty({ state: 'WA', price: 750_000, firstHome: true, region: 'regional' }).dutyCents).toBe(d(29_740.5));
    expect(duty({ state: 'WA', price: 400_000, firstHome: true, propertyType: 'vacantLand' }).dutyCents).toBe(d(7_695));
  });

  it('earlier first home owner rate (9 May 2024 – 20 Mar 2025)', () => {
    expect(duty({ state: 'WA', price: 450_000, firstHome: true, contractDate: '2025-01-01' }).dutyCents).toBe(0);
    expect(duty({ state: 'WA', price: 500_000, firstHome: true, contractDate: '2025-01-01' }).dutyCents).toBe(d(7_505));
  });

  it('concessional rate for a PPR of $200,000 or less', () => {
    expect(duty({ state: 'WA', price: 200_000, ownerOccupier: true }).dutyCents).toBe(d(5_032));
    expect(duty({ state: 'WA', price: 200_001, ownerOccupier: true }).concessionApplied).toBeUndefined();
  });

  it('foreign buyers duty 7%', () => {
    expect(duty({ state: 'WA', price: 600_000, foreign: true }).surchargeCents).toBe(d(42_000));
  });
});

describe('SA', () => {
  it('bracket boundaries', () => {
    expect(duty({ state: 'SA', price: 12_000 }).dutyCents).toBe(d(120));
    expect(duty({ state: 'SA', price: 12_001 }).dutyCents).toBe(d(122));
    expect(duty({ state: 'SA', price: 300_000 }).dutyCents).toBe(d(11_330));
  });

  it('first home relief: new homes and land only, no cap', () => {
    expect(duty({ state: 'SA', price: 1_000_000, firstHome: true, propertyType: 'new' }).dutyCents).toBe(0);
    expect(duty({ state: 'SA', price: 400_000, firstHome: true, propertyType: 'vacantLand' }).dutyCents).toBe(0);
    const established = duty({ state: 'SA', price: 500_000, firstHome: true });
    expect(established.dutyCents).toBe(d(21_330));
    expect(established.notes.join(' ')).toMatch(/not established homes/);
  });

  it('relief offsets the 7% surcharge only for contracts before 13 Feb 2025', () => {
    const before = duty({ state: 'SA', price: 500_000, firstHome: true, propertyType: 'new', foreign: true, contractDate: '2025-02-12' });
    expect(before.totalCents).toBe(0);
    const after = duty({ state: 'SA', price: 500_000, firstHome: true, propertyType: 'new', foreign: true, contractDate: '2025-02-13' });
    expect(after.surchargeCents).toBe(d(35_000));
  });
});

describe('TAS', () => {
  it('$50 minimum band and boundaries', () => {
    expect(duty({ state: 'TAS', price: 1_000 }).dutyCents).toBe(d(50));
    expect(duty({ state: 'TAS', price: 3_000 }).dutyCents).toBe(d(50));
    expect(duty({ state: 'TAS', price: 3_001 }).dutyCents).toBe(d(51.75));
    expect(duty({ state: 'TAS', price: 725_000 }).dutyCents).toBe(d(27_810));
  });

  it('first home exemption: established ≤ $750,000, transfers 18 Feb 2024 – 30 Jun 2026', () => {
    expect(duty({ state: 'TAS', price: 750_000, firstHome: true }).dutyCents).toBe(0);
    expect(duty({ state: 'TAS', price: 750_001, firstHome: true }).dutyCents).toBe(d(28_935.0 + 4.5));
    expect(duty({ state: 'TAS', price: 600_000, firstHome: true, settlementDate: '2026-07-01' }).dutyCents).toBe(d(22_497.5));
    expect(duty({ state: 'TAS', price: 600_000, firstHome: true, settlementDate: '2026-06-30' }).dutyCents).toBe(0);
    expect(duty({ state: 'TAS', price: 600_000, firstHome: true, propertyType: 'new' }).dutyCents).toBe(d(22_497.5));
  });

  it('FIDS: 8% residential, 1.5% primary production', () => {
    expect(duty({ state: 'TAS', price: 600_000, foreign: true }).surchargeCents).toBe(d(48_000));
    expect(duty({ state: 'TAS', price: 600_000, foreign: true, landUse: 'primaryProduction' }).surchargeCents).toBe(d(9_000));
  });
});

describe('ACT', () => {
  it('owner-occupier boundaries and the 2024-25 table for earlier contracts', () => {
    expect(duty({ state: 'ACT', price: 260_000, ownerOccupier: true }).dutyCents).toBe(d(728));
    expect(duty({ state: 'ACT', price: 500_000, ownerOccupier: true, contractDate: '2025-06-30' }).dutyCents).toBe(d(8_720));
  });

  it('flat $4.54 per $100 of the whole value above $1,455,000', () => {
    expect(duty({ state: 'ACT', price: 1_455_000 }).dutyCents).toBe(d(66_070));
    expect(duty({ state: 'ACT', price: 1_455_001 }).dutyCents).toBe(d(66_061.54));
  });

  it('Home Buyer Concession Scheme: nil to $1,020,000, then capped at $35,238', () => {
    expect(duty({ state: 'ACT', price: 1_020_000, firstHome: true }).dutyCents).toBe(0);
    expect(duty({ state: 'ACT', price: 1_100_000, firstHome: true }).dutyCents).toBe(d(40_358 - 35_238));
    expect(duty({ state: 'ACT', price: 1_010_000, firstHome: true, contractDate: '2025-06-30' }).dutyCents).toBe(
      d(34_270 + 6.4 * 100 - 34_270),
    );
  });

  it('no foreign surcharge; commercial nil to $2m then 5%', () => {
    const r = duty({ state: 'ACT', price: 800_000, foreign: true });
    expect(r.surchargeCents).toBe(0);
    expect(r.notes.join(' ')).toMatch(/land tax surcharge/);
    expect(duty({ state: 'ACT', price: 2_000_000, landUse: 'commercial' }).dutyCents).toBe(0);
    expect(duty({ state: 'ACT', price: 2_500_000, landUse: 'commercial' }).dutyCents).toBe(d(125_000));
  });
});

describe('NT', () => {
  it('formula to $525,000 then flat rates, rounded to 5 cents', () => {
    // 0.06571441 × 525² + 15 × 525 = 25,987.534…
    expect(duty({ state: 'NT', price: 525_000 }).dutyCents).toBe(d(25_987.55));
    expect(duty({ state: 'NT', price: 524_000 }).dutyCents).toBe(d(25_903.6)); // 25,903.5998…
    expect(duty({ state: 'NT', price: 525_001 }).dutyCents).toBe(d(25_987.55));
    expect(duty({ state: 'NT', price: 2_999_999 }).dutyCents).toBe(d(148_499.95));
    expect(duty({ state: 'NT', price: 3_000_000 }).dutyCents).toBe(d(172_500));
    expect(duty({ state: 'NT', price: 5_000_000 }).dutyCents).toBe(d(297_500));
  });

  it('no first home concession and no foreign surcharge', () => {
    const r = duty({ state: 'NT', price: 500_000, firstHome: true, foreign: true });
    expect(r.totalCents).toBe(d(23_928.6));
    expect(r.notes.join(' ')).toMatch(/no general first home/);
  });
});

describe('all states', () => {
  it('breakdown lines sum to the total and nothing is negative', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (const state of STATES) {
      for (let i = 0; i < 60; i++) {
        const priceCents = Math.floor(rand() * 400_000_000);
        const r = calculateDuty({
          state,
          priceCents,
          firstHome: rand() < 0.5,
          ownerOccupier: rand() < 0.5,
          foreign: rand() < 0.5,
          propertyType: (['established', 'new', 'offThePlan', 'vacantLand'] as const)[Math.floor(rand() * 4)] ?? 'established',
        });
        expect(r.breakdown.reduce((s, l) => s + l.amountCents, 0)).toBe(r.totalCents);
        expect(r.totalCents).toBe(r.dutyCents + r.surchargeCents);
        expect(r.dutyCents).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(r.totalCents)).toBe(true);
      }
    }
  });

  it('general duty never decreases as the price rises (except the VIC $960k and ACT $1.455m cliffs)', () => {
    for (const state of STATES) {
      let previous = 0;
      for (let price = 0; price <= 6_000_000; price += 10_000) {
        const current = duty({ state, price }).dutyCents;
        const cliff = (state === 'VIC' && price === 970_000) || (state === 'ACT' && price === 1_460_000);
        if (!cliff) expect(current, `${state} ${price}`).toBeGreaterThanOrEqual(previous);
        previous = current;
      }
    }
  });

  it('foreign surcharge rates per domain-facts §2.9', () => {
    const rates = { VIC: 8, NSW: 9, QLD: 8, WA: 7, SA: 7, TAS: 8, ACT: 0, NT: 0 } as const;
    for (const state of STATES) {
      expect(duty({ state, price: 1_000_000, foreign: true }).surchargeCents).toBe(d(10_000 * rates[state]));
      expect(duty({ state, price: 1_000_000 }).surchargeCents).toBe(0);
    }
  });

  it('rejects bad input', () => {
    expect(() => calculateDuty({ state: 'XX' as 'VIC', priceCents: 100 })).toThrow(/Unknown state/);
    expect(() => calculateDuty({ state: 'VIC', priceCents: -1 })).toThrow(/non-negative integer/);
    expect(() => calculateDuty({ state: 'VIC', priceCents: 10.5 })).toThrow(/non-negative integer/);
    expect(() => calculateDuty({ state: 'VIC', priceCents: 100, contractDate: '2025-02-30' })).toThrow(/ISO date/);
  });
});

describe('duty schedules carry their start dates', () => {
  it('picks the schedule in force on the contract date, the latest for no date, the earliest before all', async () => {
    const { scheduleOn } = await import('./duty/brackets.ts');
    const { NSW_2024_25, NSW_2025_26 } = await import('./duty/nsw.ts');
    const list = [NSW_2025_26, NSW_2024_25];
    expect(scheduleOn(list, '2025-06-30').name).toBe('NSW transfer duty 2024-25');
    expect(scheduleOn(list, '2025-07-01').name).toBe('NSW transfer duty 2025-26');
    expect(scheduleOn(list, undefined).name).toBe('NSW transfer duty 2025-26');
    expect(scheduleOn(list, '2020-01-01').from).toBe('2024-07-01');
  });
});
