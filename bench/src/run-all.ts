import { measureApiThroughput } from './api-throughput.ts';
import { measureBooking } from './booking-latency.ts';
import { measureColdStart } from './cold-start.ts';
import { measureHomeJs } from './home-js-size.ts';
import { measureLogin } from './login-latency.ts';
import { report } from './server-process.ts';

/** Every budget of the product, measured on this machine; exits non-zero when one is over. */
const results = [
  await measureColdStart(),
  await measureHomeJs(),
  ...(await measureApiThroughput()),
  ...(await measureLogin()),
  ...(await measureBooking()),
];
console.log('\nBudgets:');
report(results);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
