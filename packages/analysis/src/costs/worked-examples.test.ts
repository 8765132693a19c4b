// One test per worked example in domain-facts §2 (transfer duty). Expected figures are the
// published/computed amounts copied from the facts, in cents; each must match to the cent.

import { describe, expect, it } from 'vitest';
import { calculateDuty, type DutyInput } from './index.ts';

type Example = {
  name: string;
  input: Omit<DutyInput, 'priceCents'> & { price: number };
  duty: number;
  surcharge?: number;
};

const d = (dollars: number) => Math.round(dollars * 100);

const EXAMPLES: Example[] = [
  // §2.1 Victoria
  { name: 'VIC $500,000 general → $25,070', input: { state: 'VIC', price: 500_000 }, duty: 25_070 },
  { name: 'VIC $500,000 PPR concession → $21,970', input: { state: 'VIC', price: 500_000, ownerOccupier: true }, duty: 21_970 },
  { name: 'VIC $600,000 general → $31,070', input: { state: 'VIC', price: 600_000 }, duty: 31_070 },
  { name: 'VIC $600,000 first home buyer → $0', input: { state: 'VIC', price: 600_000, firstHome: true }, duty: 0 },
  { name: 'VIC $700,000 first home buyer → $24,713', input: { state: 'VIC', price: 700_000, firstHome: true }, duty: 24_713 },
  { name: 'VIC $700,000 general → $37,070 (first home example)', input: { state: 'VIC', price: 700_000 }, duty: 37_070 },
  { name: 'VIC $750,000 general → $40,070', input: { state: 'VIC', price: 750_000 }, duty: 40_070 },
  { name: 'VIC $1,000,000 general → $55,000', input: { state: 'VIC', price: 1_000_000 }, duty: 55_000 },
  { name: 'VIC $2,500,000 general → $142,500', input: { state: 'VIC', price: 2_500_000 }, duty: 142_500 },
  {
    name: 'VIC $800,000 foreign buyer → $43,070 + FPAD $64,000 = $107,070',
    input: { state: 'VIC', price: 800_000, foreign: true },
    duty: 43_070,
    surcharge: 64_000,
  },
  { name: 'VIC FHB published figure $605,000 → $1,045 (general $31,370)', input: { state: 'VIC', price: 605_000, firstHome: true }, duty: 1_045 },
  { name: 'VIC FHB published figure $650,000 → $11,356 (general $34,070)', input: { state: 'VIC', price: 650_000, firstHome: true }, duty: 11_356 },
  { name: 'VIC cliff: just below $960,000 → $52,670', input: { state: 'VIC', price: 960_000 }, duty: 52_670 },
  { name: 'VIC cliff: just above $960,000 → $52,800', input: { state: 'VIC', price: 960_000.01 }, duty: 52_800 },

  // §2.2 New South Wales (2025-26 schedule unless dated)
  { name: 'NSW $500,000 → $16,912', input: { state: 'NSW', price: 500_000 }, duty: 16_912 },
  { name: 'NSW $800,000 → $30,412', input: { state: 'NSW', price: 800_000 }, duty: 30_412 },
  {
    name: 'NSW $800,000 on the 2024-25 schedule → $30,529',
    input: { state: 'NSW', price: 800_000, contractDate: '2025-03-01' },
    duty: 30_529,
  },
  { name: 'NSW $800,000 eligible first home buyer → $0', input: { state: 'NSW', price: 800_000, firstHome: true }, duty: 0 },
  { name: 'NSW $1,000,000 → $39,412', input: { state: 'NSW', price: 1_000_000 }, duty: 39_412 },
  { name: 'NSW $1,500,000 → $64,512', input: { state: 'NSW', price: 1_500_000 }, duty: 64_512 },
  {
    name: 'NSW $1,000,000 foreign person → $39,412 + $90,000 = $129,412',
    input: { state: 'NSW', price: 1_000_000, foreign: true },
    duty: 39_412,
    surcharge: 90_000,
  },

  // §2.3 Queensland
  { name: 'QLD $500,000 general → $15,925', input: { state: 'QLD', price: 500_000 }, duty: 15_925 },
  { name: 'QLD $500,000 home concession → $8,750', input: { state: 'QLD', price: 500_000, ownerOccupier: true }, duty: 8_750 },
  { name: 'QLD $465,000 home concession → $7,525', input: { state: 'QLD', price: 465_000, ownerOccupier: true }, duty: 7_525 },
  { name: 'QLD $465,000 first home (established) → $0', input: { state: 'QLD', price: 465_000, firstHome: true }, duty: 0 },
  { name: 'QLD $650,000 home concession → $15,100', input: { state: 'QLD', price: 650_000, ownerOccupier: true }, duty: 15_100 },
  { name: 'QLD $650,000 first home (established) → $0', input: { state: 'QLD', price: 650_000, firstHome: true }, duty: 0 },
  { name: 'QLD $700,000 general → $24,525', input: { state: 'QLD', price: 700_000 }, duty: 24_525 },
  { name: 'QLD $700,000 home concession → $17,350', input: { state: 'QLD', price: 700_000, ownerOccupier: true }, duty: 17_350 },
  { name: 'QLD $540,000: general $17,325 vs home $10,150 (saves $7,175)', input: { state: 'QLD', price: 540_000 }, duty: 17_325 },
  { name: 'QLD $540,000 home concession → $10,150', input: { state: 'QLD', price: 540_000, ownerOccupier: true }, duty: 10_150 },
  { name: 'QLD $750,000 general → $26,775', input: { state: 'QLD', price: 750_000 }, duty: 26_775 },
  { name: 'QLD $750,000 home concession → $19,600', input: { state: 'QLD', price: 750_000, ownerOccupier: true }, duty: 19_600 },
  { name: 'QLD $1,000,000 general → $38,025', input: { state: 'QLD', price: 1_000_000 }, duty: 38_025 },
  { name: 'QLD $1,000,000 home concession → $30,850', input: { state: 'QLD', price: 1_000_000, ownerOccupier: true }, duty: 30_850 },
  { name: 'QLD $1,200,000 general → $49,525', input: { state: 'QLD', price: 1_200_000 }, duty: 49_525 },
  {
    name: 'QLD $750,000 foreign → $26,775 + $60,000 = $86,775',
    input: { state: 'QLD', price: 750_000, foreign: true },
    duty: 26_775,
    surcharge: 60_000,
  },

  // §2.4 Western Australia (residential rate)
  { name: 'WA $500,000 → $17,765', input: { state: 'WA', price: 500_000 }, duty: 17_765 },
  { name: 'WA $600,000 → $22,515', input: { state: 'WA', price: 600_000 }, duty: 22_515 },
  { name: 'WA $600,000 general rate → $24,815', input: { state: 'WA', price: 600_000, landUse: 'commercial' }, duty: 24_815 },
  { name: 'WA $600,000 first home, Perth → $13,630', input: { state: 'WA', price: 600_000, firstHome: true, region: 'metro' }, duty: 13_630 },
  { name: 'WA $800,000 → $32,315.50', input: { state: 'WA', price: 800_000 }, duty: 32_315.5 },
  { name: 'WA $1,000,000 → $42,615.50', input: { state: 'WA', price: 1_000_000 }, duty: 42_615.5 },

  // §2.5 South Australia
  { name: 'SA $400,000 → $16,330', input: { state: 'SA', price: 400_000 }, duty: 16_330 },
  { name: 'SA $500,000 → $21,330', input: { state: 'SA', price: 500_000 }, duty: 21_330 },
  { name: 'SA $600,000 → $26,830', input: { state: 'SA', price: 600_000 }, duty: 26_830 },
  { name: 'SA $700,000 → $32,330', input: { state: 'SA', price: 700_000 }, duty: 32_330 },
  { name: 'SA $1,000,000 → $48,830', input: { state: 'SA', price: 1_000_000 }, duty: 48_830 },

  // §2.6 Tasmania
  { name: 'TAS $400,000 → $13,997.50', input: { state: 'TAS', price: 400_000 }, duty: 13_997.5 },
  { name: 'TAS $500,000 → $18,247.50', input: { state: 'TAS', price: 500_000 }, duty: 18_247.5 },
  { name: 'TAS $600,000 → $22,497.50', input: { state: 'TAS', price: 600_000 }, duty: 22_497.5 },
  { name: 'TAS $750,000 → $28,935', input: { state: 'TAS', price: 750_000 }, duty: 28_935 },
  { name: 'TAS $700,000 eligible FHB established → $0', input: { state: 'TAS', price: 700_000, firstHome: true }, duty: 0 },

  // §2.7 ACT
  { name: 'ACT owner-occupier $500,000 → $8,408', input: { state: 'ACT', price: 500_000, ownerOccupier: true }, duty: 8_408 },
  { name: 'ACT owner-occupier $750,000 → $19,208', input: { state: 'ACT', price: 750_000, ownerOccupier: true }, duty: 19_208 },
  { name: 'ACT owner-occupier $1,000,000 → $33,958', input: { state: 'ACT', price: 1_000_000, ownerOccupier: true }, duty: 33_958 },
  {
    name: 'ACT owner-occupier $1,020,000 → $35,238 (= HBCS cap cross-check)',
    input: { state: 'ACT', price: 1_020_000, ownerOccupier: true },
    duty: 35_238,
  },
  { name: 'ACT investor $750,000 → $22,200 (2024-25 table)', input: { state: 'ACT', price: 750_000 }, duty: 22_200 },
  { name: 'ACT HBCS-eligible $900,000 → $0', input: { state: 'ACT', price: 900_000, firstHome: true }, duty: 0 },

  // §2.8 Northern Territory
  { name: 'NT $400,000 → $16,514.30', input: { state: 'NT', price: 400_000 }, duty: 16_514.3 },
  { name: 'NT $450,000 → $20,057.15', input: { state: 'NT', price: 450_000 }, duty: 20_057.15 },
  { name: 'NT $500,000 → $23,928.60', input: { state: 'NT', price: 500_000 }, duty: 23_928.6 },
  { name: 'NT $650,000 → $32,175.00', input: { state: 'NT', price: 650_000 }, duty: 32_175 },
  { name: 'NT $700,000 → $34,650.00', input: { state: 'NT', price: 700_000 }, duty: 34_650 },
  { name: 'NT $3,500,000 → $201,250', input: { state: 'NT', price: 3_500_000 }, duty: 201_250 },
];

describe('domain-facts §2 worked examples (exact to the cent)', () => {
  for (const ex of EXAMPLES) {
    it(ex.name, () => {
      const { price, ...rest } = ex.input;
      const result = calculateDuty({ ...rest, priceCents: d(price) });
      expect(result.dutyCents).toBe(d(ex.duty));
      expect(result.surchargeCents).toBe(d(ex.surcharge ?? 0));
      expect(result.totalCents).toBe(d(ex.duty + (ex.surcharge ?? 0)));
    });
  }
});
