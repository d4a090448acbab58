import { describe, expect, it } from 'vitest';
import { adminRefundFormSchema } from './cancellation-schemas.ts';
import { bookingMessages } from './messages.it.ts';

const m = bookingMessages.cancellation;
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('adminRefundFormSchema', () => {
  const schema = adminRefundFormSchema(10_250);

  it('reads euro with a comma or a point as cents, up to exactly what is left', () => {
    expect(schema.parse({ amount: '102,50', reason: ' Guasto ' })).toEqual({
      amount_cents: 10_250,
      reason: 'Guasto',
    });
    expect(schema.parse({ amount: '0.01', reason: 'x' }).amount_cents).toBe(1);
    expect(schema.parse({ amount: '7', reason: 'x' }).amount_cents).toBe(700);
  });

  it('refuses a cent more than is left, zero, three decimals and words, saying why', () => {
    expect(messageOf(schema.safeParse({ amount: '102,51', reason: 'x' }))).toBe(
      m.refundAboveLeft('102,50\u00a0€'),
    );
    for (const amount of ['0', '0,00', '1,234', 'dieci', '', '-5'])
      expect(messageOf(schema.safeParse({ amount, reason: 'x' }))).toBe(m.refundEuroInvalid);
    expect(messageOf(schema.safeParse({ amount: '5', reason: '   ' }))).toBe(m.refundReasonRequired);
  });
});
