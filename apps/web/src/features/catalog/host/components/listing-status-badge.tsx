import type { PropertyStatus } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { type BadgeTone, StatusBadge } from '../../../../components/back-office/status-badge.tsx';

const TONE: Record<PropertyStatus, BadgeTone> = {
  draft: 'warning',
  published: 'success',
  archived: 'neutral',
};

export function ListingStatusBadge({ status }: { status: PropertyStatus }) {
  return <StatusBadge label={messages.hostCatalog.hostScreens.status[status]} tone={TONE[status]} />;
}
