import { accountMessages } from './account/messages.it.ts';
import { apiMessages } from './api-messages.it.ts';
import { auditMessages } from './audit/messages.it.ts';
import { backOfficeMessages } from './back-office-messages.it.ts';
import { bookingMessages } from './booking/messages.it.ts';
import { catalogMessages } from './catalog/messages.it.ts';
import { chatMessages } from './chat/messages.it.ts';
import { commonMessages, seoMessages } from './common-messages.it.ts';
import { contentMessages } from './content/messages.it.ts';
import { invoiceMessages } from './invoicing/messages.it.ts';
import { jobMessages } from './jobs/messages.it.ts';
import { mailMessages } from './mail/messages.it.ts';
import { paymentMessages } from './payments/messages.it.ts';
import { payoutMessages } from './payouts/messages.it.ts';
import { reviewMessages } from './reviews/messages.it.ts';

/**
 * Every user-facing text of the specification, by name, so screens, server and tests use the same words:
 * one catalogue per feature, under the feature's name, beside the texts no feature owns.
 */
export const messages = {
  common: commonMessages,
  api: apiMessages,
  seo: seoMessages,
  account: accountMessages,
  catalog: catalogMessages,
  booking: bookingMessages,
  payments: paymentMessages,
  payouts: payoutMessages,
  invoicing: invoiceMessages,
  chat: chatMessages,
  reviews: reviewMessages,
  content: contentMessages,
  backOffice: backOfficeMessages,
  audit: auditMessages,
  jobs: jobMessages,
  mail: mailMessages,
} as const;
