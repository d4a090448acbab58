import type { BookingStatus } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { type BadgeTone, StatusBadge } from '../../../../components/back-office/status-badge.tsx';

const tones: Record<BookingStatus, BadgeTone> = {
  requested: 'warning',
  pending: 'info',
  awaiting_transfer: 'info',
  booked: 'success',
  declined: 'danger',
  expired: 'neutral',
  cancelled: 'neutral',
};

/** A booking's state as the back-office names it. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <StatusBadge label={messages.booking.host.statusLabels[status]} tone={tones[status]} />;
}
