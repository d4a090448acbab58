import { toItalianDate } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import { type MailMessage, mailAmount } from '../../providers/mail.ts';

const m = messages.mail;

/** What every booking mail tells of its booking (issue 32); the fields a mail does not know stay out. */
export interface MailFacts {
  bookingNo: string;
  space: string;
  address?: string;
  /** Calendar days, both inclusive. */
  startDate: string;
  endDate: string;
  guests?: number;
  amountCents?: number;
}

/** A booking as the mails' queries read it, whichever feature sends the mail. */
export interface MailFactsBooking {
  bookingNo: string;
  propertyName: string;
  propertyAddress?: string;
  startDate: string;
  endDate: string;
  guests?: number;
  payableAmountCents: number;
}

/** The facts block of a booking's mail. */
export const bookingFacts = (booking: MailFactsBooking): { facts: MailFacts } => ({
  facts: {
    bookingNo: booking.bookingNo,
    space: booking.propertyName,
    address: booking.propertyAddress,
    startDate: booking.startDate,
    endDate: booking.endDate,
    guests: booking.guests,
    amountCents: booking.payableAmountCents,
  },
});

/** A paragraph of lines, or the booking's facts as a table. */
export type MailBlock = string[] | { facts: MailFacts };

export type MailReason = keyof typeof m.reasons;

/**
 * One mail's words, from which both its plain text and its HTML are made, so the two carry the same
 * facts and links by construction.
 */
export interface MailContent {
  /** The line inboxes show beside the subject. */
  preview: string;
  greeting: string | null;
  blocks: MailBlock[];
  /** The one button the HTML shows; its link is in the text too. */
  action?: { label: string; url: string };
  signed: boolean;
  reason: MailReason;
}

export function factRows(facts: MailFacts): [label: string, value: string][] {
  const rows: [string, string | undefined][] = [
    [m.facts.bookingNo, facts.bookingNo],
    [m.facts.space, facts.space],
    [m.facts.address, facts.address],
    [m.facts.dates, m.facts.datesValue(toItalianDate(facts.startDate), toItalianDate(facts.endDate))],
    [m.facts.guests, facts.guests === undefined ? undefined : String(facts.guests)],
    [m.facts.amount, facts.amountCents === undefined ? undefined : mailAmount(facts.amountCents)],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== undefined);
}

const blockText = (block: MailBlock) =>
  Array.isArray(block)
    ? block
    : [`${m.facts.title}:`, ...factRows(block.facts).map(([label, value]) => `${label}: ${value}`)];

/** The plain-text body: greeting, paragraphs a blank line apart, the button's link, signature. */
export function contentText(content: MailContent): string {
  const paragraphs = content.blocks.map((block) => blockText(block).join('\n'));
  const { action } = content;
  // The button's link goes in the text too, unless a paragraph already gives it.
  if (action && !paragraphs.some((paragraph) => paragraph.includes(action.url)))
    paragraphs.push(`${action.label}: ${action.url}`);
  return [
    ...(content.greeting === null ? [] : [content.greeting, '']),
    paragraphs.join('\n\n'),
    ...(content.signed ? ['', m.signature] : []),
  ].join('\n');
}

/** A mail of these words: its text made now, its HTML when it is queued. */
export function composeMail(
  to: string,
  subject: string,
  content: MailContent,
  extra: Pick<MailMessage, 'replyTo' | 'calendar'> = {},
): MailMessage {
  return { to, subject, text: contentText(content), content, ...extra };
}
