import { messages } from '@scrivania/core/messages.it';
import type { BackOfficeNavItem } from '../../components/back-office/back-office-frame.tsx';
import { hostPaths } from '../../lib/host-paths.ts';
import { paths } from '../../lib/paths.ts';

const m = messages.backOffice.nav;

/** The back-office's sections, in the order the navigation shows them; messages are the site's chat. */
export const hostNavItems: readonly BackOfficeNavItem[] = [
  { label: m.dashboard, to: hostPaths.home, end: true },
  { label: m.listings, to: hostPaths.listings },
  { label: m.bookings, to: hostPaths.bookings },
  { label: m.earnings, to: hostPaths.earnings },
  { label: m.payouts, to: hostPaths.payouts },
  { label: m.messages, to: paths.chat },
];
