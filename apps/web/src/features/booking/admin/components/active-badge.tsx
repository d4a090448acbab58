import { StatusBadge } from '../../../../components/back-office/status-badge.tsx';

/** Whether a coupon or a tax still applies, in the words of its own screen. */
export function ActiveBadge({
  active,
  labels,
}: {
  active: boolean;
  labels: { active: string; ended: string };
}) {
  return active ? (
    <StatusBadge label={labels.active} tone="success" />
  ) : (
    <StatusBadge label={labels.ended} tone="neutral" />
  );
}
