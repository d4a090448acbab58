import { termsOf } from '@scrivania/core/booking/cancellation';
import { computePrice } from '@scrivania/core/booking/pricing';
import { pricingInputFor } from '@scrivania/core/booking/pricing-input';
import { addDays, startOfDayInRome } from '@scrivania/core/dates';
import type { CancellationPolicy, PriceType, PropertyDiscountType } from '@scrivania/core/domain';
import { type PayoutSplit, splitPayout, subtractSplits } from '@scrivania/core/payouts/commission';
import { payoutProfileFields } from '@scrivania/core/payouts/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  bookings,
  bookingTaxes,
  hostPayoutProfileChanges,
  hostPayoutProfiles,
  payments,
  payouts,
  refunds,
} from '../schema.ts';

/** The demo commission (the setting's default): 10 %. */
const COMMISSION = 1000;
const VAT = 2200;

export interface DemoGuest {
  id: number;
  name: string;
  email: string;
  mobileNo: string;
}

export interface DemoListing {
  id: number;
  priceCents: number;
  priceType: PriceType;
  discountType: PropertyDiscountType | null;
  discountValue: number | null;
  occupancy: 'exclusive' | 'shared';
  cancellationPolicy: CancellationPolicy;
}

/**
 * The demo's paid stays at Luca Ferri's spaces and what each owes him, relative to the seeding day: one
 * paid out by SEPA long ago, one paid out and then partly refunded (its adjustment waits for the next
 * batch), one whose payout is due today, and one ahead, on a shared desk so it holds no listing's dates.
 */
const STAYS = [
  { guest: 0, listing: 0, firstDay: -40, paidBy: 'card_sandbox', payout: 'paid', refundCents: 0 },
  { guest: 1, listing: 9, firstDay: -20, paidBy: 'bank_transfer', payout: 'paid', refundCents: 2000 },
  { guest: 0, listing: 2, firstDay: -1, paidBy: 'card_sandbox', payout: 'due', refundCents: 0 },
  { guest: 1, listing: 4, firstDay: 30, paidBy: 'card_sandbox', payout: 'scheduled', refundCents: 0 },
] as const;

/** A moment of a Rome calendar day: `hour` o'clock, as the payouts and payments of the demo happened. */
const at = (day: string, hour: number) => new Date(startOfDayInRome(day).getTime() + hour * 3_600_000);

/**
 * Luca Ferri's complete payout profile (its first entry in the history) and the demo's paid stays, each
 * with its payment and payout lines: the same data for the same seeding day.
 */
export async function seedDemoPayouts(
  tx: Db,
  demo: { today: string; hostId: number; guests: DemoGuest[]; listings: DemoListing[] },
) {
  const { today, hostId } = demo;
  const profile = {
    legalType: 'individual' as const,
    firstName: 'Luca',
    lastName: 'Ferri',
    taxCode: 'FRRLCU78A27F205M',
    birthDate: '1978-01-27',
    address: 'Via Tortona 31',
    zip: '20144',
    city: 'Milano',
    province: 'MI',
    country: 'IT',
    iban: 'IT13L0306909606100000012345',
    accountHolder: 'Luca Ferri',
  };
  await tx.insert(hostPayoutProfiles).values({ userId: hostId, ...profile });
  await tx.insert(hostPayoutProfileChanges).values({
    userId: hostId,
    changedBy: hostId,
    at: at(addDays(today, -60), 10),
    // A person has no company name nor partita IVA: every other field was set.
    fields: payoutProfileFields.filter((field) => field !== 'company_name' && field !== 'vat_number'),
    values: profile,
  });

  for (const stay of STAYS) {
    const guest = demo.guests[stay.guest];
    const listing = demo.listings[stay.listing];
    if (!guest || !listing) throw new Error('demo stay without its guest or listing');
    const firstDay = addDays(today, stay.firstDay);
    const price = computePrice(
      pricingInputFor(listing, {
        range: { start: firstDay, end: firstDay },
        guests: 1,
        servicePricesCents: [],
        taxBasisPoints: [VAT],
      }),
    );
    const terms = termsOf(listing.cancellationPolicy);
    const [firstName = '', ...rest] = guest.name.split(' ');
    const madeOn = addDays(firstDay, -7);
    const [booking] = await tx
      .insert(bookings)
      .values({
        bookingNo: sql`'SCR-' || ${madeOn.slice(0, 4)} || '-' || lpad(nextval('booking_no_seq')::text, 6, '0')`,
        userId: guest.id,
        propertyId: listing.id,
        exclusive: listing.occupancy === 'exclusive',
        startDate: firstDay,
        endDate: firstDay,
        guests: 1,
        status: 'booked',
        holdExpiresAt: null,
        paymentMethod: stay.paidBy === 'bank_transfer' ? 'wireTransfer' : 'stripe',
        propertyAmountCents: price.propertyAmountCents,
        discountAmountCents: price.discountAmountCents,
        taxBasisPoints: price.taxBasisPoints,
        totalTaxCents: price.totalTaxCents,
        payableAmountCents: price.payableAmountCents,
        firstName,
        lastName: rest.join(' '),
        email: guest.email,
        mobileNo: guest.mobileNo,
        address: 'Via Torino 15',
        city: 'Milano',
        province: 'MI',
        cancellationPolicy: terms.policy,
        cancellationRule: terms.rule,
        createdAt: at(madeOn, 11),
      })
      .returning({ id: bookings.id, bookingNo: bookings.bookingNo });
    if (!booking) throw new Error('demo booking not inserted');
    await tx.insert(bookingTaxes).values({
      bookingId: booking.id,
      taxId: sql`(SELECT id FROM taxes WHERE tax_type = 'VAT' LIMIT 1)`,
      percentBasisPoints: VAT,
    });
    const [payment] = await tx
      .insert(payments)
      .values({
        bookingId: booking.id,
        provider: stay.paidBy,
        providerRef: `demo-${booking.bookingNo}`,
        amountCents: price.payableAmountCents,
        status: 'succeeded',
      })
      .returning({ id: payments.id });
    if (!payment) throw new Error('demo payment not inserted');

    const paid = splitPayout(price.payableAmountCents, 0, COMMISSION);
    const paidAt = stay.payout === 'paid' ? at(addDays(firstDay, 2), 9) : null;
    const line = (split: PayoutSplit) => ({
      hostId,
      bookingId: booking.id,
      commissionBasisPoints: COMMISSION,
      ...split,
    });
    await tx.insert(payouts).values({
      ...line(paid),
      dueOn: addDays(firstDay, 1),
      status: stay.payout,
      method: 'sepa',
      paidAt,
    });
    if (stay.refundCents > 0) {
      // Given back after the payout left: the host's next batch is that much less.
      await tx.insert(refunds).values({
        bookingId: booking.id,
        paymentId: payment.id,
        method: stay.paidBy,
        amountCents: stay.refundCents,
        status: 'succeeded',
        idempotencyKey: `demo-refund-${booking.id}`,
        initiator: 'operator',
        reason: 'Proiettore guasto: rimborso parziale concordato',
        iban: 'IT60X0542811101000000123456',
      });
      await tx.insert(payouts).values({
        ...line(subtractSplits(splitPayout(price.payableAmountCents, stay.refundCents, COMMISSION), paid)),
        kind: 'adjustment',
        dueOn: addDays(firstDay, 10),
        status: 'due',
        method: 'sepa',
      });
    }
  }
}
