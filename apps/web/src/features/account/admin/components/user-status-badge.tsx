import type { UserStatus } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { StatusBadge } from '../../../../components/back-office/status-badge.tsx';

const m = messages.account.admin;

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <StatusBadge label={m.statusNames[status]} tone={status === 'active' ? 'success' : 'danger'} />;
}
