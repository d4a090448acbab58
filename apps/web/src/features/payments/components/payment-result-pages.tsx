import { messages } from '@scrivania/core/messages.it';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';

const t = messages.payments;

/**
 * Both result pages rewrite the address bar to their own path (SPEC section 2): what a payment provider
 * appends on its way back, or another letter case, does not stay there to be bookmarked or shared.
 */
function useOwnAddress(path: string) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const own = pathname === path && !search && !hash;
  useEffect(() => {
    if (!own) navigate(path, { replace: true });
  }, [own, path, navigate]);
}

function ResultPage({
  path,
  title,
  text,
  tone,
}: {
  path: string;
  title: string;
  text: string;
  tone: 'ok' | 'ko';
}) {
  useOwnAddress(path);
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className={`text-3xl font-semibold ${tone === 'ok' ? 'text-green-700' : 'text-red-700'}`}>
        {title}
      </h1>
      <p className="mt-4 text-slate-700">{text}</p>
      <div className="mt-8 flex justify-center gap-4">
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
  return <ResultPage path={paths.paymentSuccess} title={t.successTitle} text={t.successText} tone="ok" />;
}

export function PaymentFailurePage() {
  return <ResultPage path={paths.paymentFailure} title={t.failureTitle} text={t.failureText} tone="ko" />;
}
