import type { RefundStatus } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { type BadgeTone, StatusBadge } from './status-badge.tsx';

const TONE: Record<RefundStatus, BadgeTone> = { pending: 'warning', succeeded: 'success', failed: 'danger' };

/** A refund's status in the console's words: shown in the Rimborsi list and on a booking's detail. */
export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  return <StatusBadge label={messages.booking.admin.screens.refunds.statuses[status]} tone={TONE[status]} />;
}
