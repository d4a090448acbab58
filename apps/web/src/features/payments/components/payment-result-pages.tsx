import { messages } from '@scrivania/core/messages.it';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { PaidBookingSummary } from './paid-booking-summary.tsx';

const t = messages.payments;

/**
 * Both result pages rewrite the address bar to their own path (SPEC section 2): what a payment provider
 * appends on its way back, or another letter case, does not stay there to be bookmarked or shared.
 */
function useOwnAddress(path: string) {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const own = pathname === path && !search && !hash;
  useEffect(() => {
    if (!own) navigate(path, { replace: true, state });
  }, [own, path, navigate, state]);
}

/**
 * The payment form names the booking it paid in the history entry's state, not in the address SPEC
 * keeps bare; the entry keeps it across a reload. Anything else there (an old entry, a hand-made
 * one) names no booking.
 */
const PaidStateSchema = z.object({ bookingId: z.number().int().positive() });
export type PaidState = z.infer<typeof PaidStateSchema>;

function usePaidBookingId(): number | null {
  const parsed = PaidStateSchema.safeParse(useLocation().state);
  return parsed.success ? parsed.data.bookingId : null;
}

function ResultPage({
  path,
  title,
  text,
  tone,
  children,
}: {
  path: string;
  title: string;
  text: string;
  tone: 'ok' | 'ko';
  children?: ReactNode;
}) {
  useOwnAddress(path);
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 text-center sm:py-20">
      <h1 className={`text-3xl font-semibold ${tone === 'ok' ? 'text-green-700' : 'text-red-700'}`}>
        {title}
      </h1>
      <p className="mt-4 text-slate-700">{text}</p>
      {children}
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <ButtonLink to={paths.home} size="md">
          {t.backHome}
        </ButtonLink>
        <Link to={paths.orderHistory} className="rounded border border-brand-700 px-4 py-2 text-brand-700">
          {t.orderHistory}
        </Link>
      </div>
    </section>
  );
}

export function PaymentSuccessPage() {
  const bookingId = usePaidBookingId();
  return (
    <ResultPage path={paths.paymentSuccess} title={t.successTitle} text={t.successText} tone="ok">
      {bookingId !== null && <PaidBookingSummary bookingId={bookingId} />}
    </ResultPage>
  );
}

export function PaymentFailurePage() {
  return <ResultPage path={paths.paymentFailure} title={t.failureTitle} text={t.failureText} tone="ko" />;
}
