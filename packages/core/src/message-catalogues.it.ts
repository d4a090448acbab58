// The catalogues of `messages`, one export each: a namespace whose members a bundler can follow, so a
// page takes the catalogues it reads and no other (decision 108).

export { accountMessages as account } from './account/messages.it.ts';
export { apiMessages as api } from './api-messages.it.ts';
export { auditMessages as audit } from './audit/messages.it.ts';
export { backOfficeMessages as backOffice } from './back-office-messages.it.ts';
export { bookingMessages as booking } from './booking/messages.it.ts';
export { hostCatalogMessages as hostCatalog } from './catalog/host-messages.it.ts';
export { catalogMessages as catalog } from './catalog/messages.it.ts';
export { chatMessages as chat } from './chat/messages.it.ts';
export { commonMessages as common, seoMessages as seo } from './common-messages.it.ts';
export { contentMessages as content } from './content/messages.it.ts';
export { invoiceMessages as invoicing } from './invoicing/messages.it.ts';
export { jobMessages as jobs } from './jobs/messages.it.ts';
export { mailMessages as mail } from './mail/messages.it.ts';
export { paymentMessages as payments } from './payments/messages.it.ts';
export { payoutMessages as payouts } from './payouts/messages.it.ts';
export { reviewMessages as reviews } from './reviews/messages.it.ts';
