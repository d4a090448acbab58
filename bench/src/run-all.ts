import { measureApiThroughput } from './api-throughput.ts';
import { measureBooking } from './booking-latency.ts';
import { measureCancellations } from './cancellations.ts';
import { measureChatDisplay } from './chat-display.ts';
import { measureChatAcrossProcesses } from './chat-fanout.ts';
import { measureChat } from './chat-live.ts';
import { measureColdStart } from './cold-start.ts';
import { measureContentChanges } from './content-changes.ts';
import { measureHomeJsBrotli } from './home-js-brotli.ts';
import { measureHomeJs } from './home-js-size.ts';
import { measureHostListings } from './host-listings.ts';
import { measureHourlyBooking } from './hourly-booking.ts';
import { measureInvoiceExport } from './invoice-export.ts';
import { measureInvoiceIssue } from './invoice-issue.ts';
import { measureJobQueue } from './job-queue.ts';
import { measurePages } from './lighthouse.ts';
import { measureLogin } from './login-latency.ts';
import { measureMemory } from './memory.ts';
import { measurePayments } from './payments.ts';
import { measurePayoutRun } from './payout-run.ts';
import { measurePropertyPageLcp } from './property-page-lcp.ts';
import { measureReadEndpoints } from './read-endpoints.ts';
import { measureSearch } from './search-load.ts';
import { measureUnseenSearch } from './search-unseen.ts';
import { measureSepaFile } from './sepa-file.ts';
import { report } from './server-process.ts';

/** Every budget of the product, measured on this machine; exits non-zero when one is over. */
const results = [
  await measureColdStart(),
  ...(await measureMemory()),
  await measureHomeJs(),
  await measureHomeJsBrotli(),
  ...(await measureApiThroughput()),
  ...(await measureReadEndpoints()),
  ...(await measureLogin()),
  ...(await measureSearch()),
  ...(await measureUnseenSearch()),
  await measurePropertyPageLcp(),
  ...(await measurePages()),
  ...(await measureChat()),
  ...(await measureChatDisplay()),
  ...(await measureChatAcrossProcesses()),
  ...(await measureJobQueue()),
  ...(await measurePayments()),
  await measureInvoiceIssue(),
  ...(await measureCancellations()),
  ...(await measureInvoiceExport()),
  ...(await measurePayoutRun()),
  ...(await measureSepaFile()),
  ...(await measureBooking()),
  ...(await measureHourlyBooking()),
  ...(await measureHostListings()),
  ...(await measureContentChanges()),
];
console.log('\nBudgets:');
report(results);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
