import type { Coupon } from '@scrivania/core/booking/schemas';
import { messages } from '@scrivania/core/messages.it';
import { useId, useState } from 'react';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useApplyCoupon } from '../api/post-coupon.ts';

const c = messages.booking.checkout;

/**
 * The coupon box: the server decides whether the code applies to this amount and says why not.
 * It is not a form of its own (it sits inside the checkout form), so Enter applies the code.
 */
export function CouponField({
  amountCents,
  coupon,
  onChange,
}: {
  amountCents: number;
  coupon: Coupon | null;
  onChange: (coupon: Coupon | null) => void;
}) {
  const apply = useApplyCoupon();
  const [code, setCode] = useState('');
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);
  const inputId = useId();

  const submit = () => {
    if (!code.trim()) return;
    apply.mutate(
      { coupon_code: code, amount_cents: amountCents },
      {
        onSuccess: (response) => {
          onChange(response.data);
          setFeedback({ ok: true, text: messages.booking.coupon.applied });
        },
        onError: (error) => {
          onChange(null);
          setFeedback({ ok: false, text: serverMessageOr(error, messages.booking.coupon.error) });
        },
      },
    );
  };

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {c.couponLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            }
          }}
          aria-describedby={feedback ? `${inputId}-feedback` : undefined}
          className="block w-full rounded-md border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        <button
          type="button"
          onClick={submit}
          disabled={apply.isPending}
          className="rounded-md border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {c.couponApply}
        </button>
      </div>
      {feedback && (
        <p
          id={`${inputId}-feedback`}
          role="status"
          className={feedback.ok ? 'text-green-800' : 'text-red-700'}
        >
          {feedback.text}
        </p>
      )}
      {coupon && (
        <button
          type="button"
          onClick={() => {
            onChange(null);
            setFeedback(null);
            setCode('');
          }}
          className="text-sm text-slate-600 underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {c.couponRemove}
        </button>
      )}
    </div>
  );
}
