import { messages } from '@scrivania/core/messages.it';

const t = messages.payments;

export type CardDecision = { ok: true; last4: string } | { ok: false; field: boolean; message: string };

/** Stripe's public test numbers with the outcome Stripe gives them; any other number is declined. */
const OUTCOMES: Record<string, string | null> = {
  '4242424242424242': null,
  '5555555555554444': null,
  '4000000000000002': t.cardDeclined,
  '4000000000009995': t.cardInsufficientFunds,
};

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The card sandbox of CONTRACT.md, decided on the server: format checks as a card form does them,
 * then Stripe's test-card outcomes. `today` is 'YYYY-MM-DD' in the business time zone.
 */
export function decideSandboxCard(card: { number: string; expiry: string; cvc: string }, today: string) {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return refuse(true, t.cardNumberInvalid);
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry?.[2] || month < 1 || month > 12) return refuse(true, t.cardExpiryInvalid);
  const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (`${year}-${String(month).padStart(2, '0')}` < today.slice(0, 7)) return refuse(true, t.cardExpired);
  if (!/^\d{3,4}$/.test(card.cvc)) return refuse(true, t.cardCvcInvalid);
  const outcome = digits in OUTCOMES ? OUTCOMES[digits] : t.cardDeclined;
  if (outcome) return refuse(false, outcome);
  return { ok: true, last4: digits.slice(-4) } satisfies CardDecision;
}

function refuse(field: boolean, message: string): CardDecision {
  return { ok: false, field, message };
}
