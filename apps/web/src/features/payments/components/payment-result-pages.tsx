import { messages } from '@scrivania/core/messages.it';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';

const t = messages.payments;

function ResultPage({ title, text, tone }: { title: string; text: string; tone: 'ok' | 'ko' }) {
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
  return <ResultPage title={t.successTitle} text={t.successText} tone="ok" />;
}

export function PaymentFailurePage() {
  return <ResultPage title={t.failureTitle} text={t.failureText} tone="ko" />;
}
