import type { BookingStatus } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { type BadgeTone, StatusBadge } from '../../../../components/back-office/status-badge.tsx';

const TONE: Record<BookingStatus, BadgeTone> = {
  requested: 'info',
  pending: 'warning',
  awaiting_transfer: 'warning',
  booked: 'success',
  declined: 'danger',
  cancelled: 'neutral',
  expired: 'neutral',
};

/** A booking's status in the console's words. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <StatusBadge label={messages.booking.admin.screens.bookings.statuses[status]} tone={TONE[status]} />;
}
