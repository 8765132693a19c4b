// The sandbox's card rules: Stripe's documented test cards, and Stripe.js's wording for what it refuses.

export type CardOutcome =
  | { ok: true; last4: string }
  | { ok: false; code: string; declineCode?: string; message: string };

/** Cards that always succeed (Visa, Visa AU, Mastercard, Amex). */
const SUCCEEDS = new Set(['4242424242424242', '4000000360000006', '5555555555554444', '378282246310005']);

/** Cards that are declined, with Stripe's codes and messages. */
const DECLINES: Record<string, { declineCode: string; code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000009987': { code: 'card_declined', declineCode: 'lost_card', message: 'Your card was declined.' },
  '4000000000000069': { code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', declineCode: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Parses MM/YY or MM/YYYY (spaces allowed); the card is good through the end of that month. */
function expiryEnd(expiry: string): Date | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return new Date(Date.UTC(year, month, 1));
}

export function checkCard(input: { cardNumber: string; expiry: string; cvc: string }, now: Date): CardOutcome {
  const number = input.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhn(number)) {
    return { ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.' };
  }
  const end = expiryEnd(input.expiry);
  if (!end) return { ok: false, code: 'invalid_expiry_month', message: "Your card's expiration date is incomplete." };
  if (end.getTime() <= now.getTime()) {
    return { ok: false, code: 'invalid_expiry_year', message: "Your card's expiration date is in the past." };
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) {
    return { ok: false, code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
  }
  const decline = DECLINES[number];
  if (decline) return { ok: false, ...decline };
  if (!SUCCEEDS.has(number)) {
    return {
      ok: false,
      code: 'card_declined',
      declineCode: 'test_mode_live_card',
      message: 'Your card was declined. This is a test-mode payment: use a test card such as 4242 4242 4242 4242.',
    };
  }
  return { ok: true, last4: number.slice(-4) };
}
