import type { KeyDateRule } from '@doco/contracts';
import { allDates } from '../extract/dates.ts';
import { SPACE_RUN } from '../text/normalise.ts';

// When something is due, as a contract writes it: a calendar date ("by 30 June 2026"), or a count from
// the day of sale ("within 14 days of the day of sale", "60 days after the contract date", "on
// signing"). A count from another event (a notice, a registration) has no day to count from: null.

export interface When {
  date: string | null;
  rule: KeyDateRule | null;
  /** The phrase as the buyer reads it, e.g. '60 days after the day of sale'. */
  phrase: string;
}

const WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fourteen: 14, fifteen: 15, twenty: 20, 'twenty-one': 21, 'twenty one': 21, thirty: 30, forty: 40, 'forty-two': 42, 'forty two': 42,
  'forty-five': 45, 'forty five': 45, sixty: 60, ninety: 90, 'one hundred and twenty': 120, 'one hundred and eighty': 180,
};
const NUMBER = String.raw`(\d{1,3}|${Object.keys(WORDS).sort((a, b) => b.length - a.length).join('|')})(?:\s*\(\d{1,3}\))?`;
// The day of sale in its usual names: the contract date, signing, acceptance, exchange.
const FROM_SALE = String.raw`(?:the\s+)?(?:day\s+of\s+sale|contract\s+date|date\s+of\s+(?:this\s+)?(?:contract|sale)|(?:date\s+of\s+)?(?:signing|acceptance|exchange|execution)(?:\s+of\s+(?:this|the)\s+contract)?|(?:this\s+)?contract\s+(?:date|day))`;
const RELATIVE = new RegExp(
  String.raw`\b(?:within\s+|by\s+|no\s+later\s+than\s+)?${NUMBER}\s+(clear\s+business\s+days?|business\s+days?|(?:calendar\s+)?days?|months?)\s+(?:after|from|of|following)\s+${FROM_SALE}`,
  'i',
);
const ON_SIGNING = /\b(?:on|upon|at\s+the\s+time\s+of)\s+(?:signing|the\s+day\s+of\s+sale|execution|exchange|the\s+day\s+(?:the\s+)?(?:buyer|purchaser)\s+signs)\b/i;

const numberOf = (text: string) => (/^\d+$/.test(text) ? Number(text) : (WORDS[text.toLowerCase().replace(SPACE_RUN, ' ')] ?? null));

/** What `text` says about when (the first date or count within its first `window` characters). */
export function readWhen(text: string, window = 160): When | null {
  const head = text.slice(0, window);
  // Whichever the sentence names first: a date, a count from the day of sale, or "on signing".
  const candidates: Array<{ index: number; when: () => When | null }> = [];
  const date = allDates(head)[0];
  if (date) candidates.push({ index: date.index, when: () => ({ date: date.iso, rule: null, phrase: head.slice(date.index, date.index + date.length) }) });
  const relative = RELATIVE.exec(head);
  if (relative) {
    candidates.push({
      index: relative.index,
      when: () => {
        const count = numberOf(relative[1] as string);
        if (count === null) return null;
        const unitText = (relative[2] as string).toLowerCase();
        const unit = unitText.startsWith('month') ? 'months' : unitText.includes('business') ? 'business-days' : 'days';
        return { date: null, rule: { count, unit }, phrase: relative[0].replace(/^(?:within|by|no\s+later\s+than)\s+/i, '').replace(SPACE_RUN, ' ').trim() };
      },
    });
  }
  const onSigning = ON_SIGNING.exec(head);
  if (onSigning) candidates.push({ index: onSigning.index, when: () => ({ date: null, rule: { count: 0, unit: 'days' }, phrase: onSigning[0].replace(SPACE_RUN, ' ').trim() }) });
  candidates.sort((x, y) => x.index - y.index);
  return candidates[0]?.when() ?? null;
}
