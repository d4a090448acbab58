import type { AdminCoupon } from '@scrivania/core/booking/admin-coupon-schemas';
import { couponExpired } from '@scrivania/core/booking/coupon-rules';
import { todayInRome } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import { StatusBadge } from '../../../../components/back-office/status-badge.tsx';
import { ActiveBadge } from './active-badge.tsx';

const c = messages.booking.admin.screens.coupons;

/**
 * A coupon's state: past its last valid day (today in Rome) it is expired whether or not it was
 * ended, so a coupon left active but no longer accepted never reads 'Attivo'.
 */
export function CouponStateBadge({ coupon }: { coupon: Pick<AdminCoupon, 'active' | 'ends_on'> }) {
  if (couponExpired(coupon.ends_on, todayInRome())) return <StatusBadge label={c.expired} tone="warning" />;
  return <ActiveBadge active={coupon.active} labels={c} />;
}
