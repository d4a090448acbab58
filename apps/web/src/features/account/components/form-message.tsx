export type FormFeedback = { kind: 'error' | 'success'; text: string } | null;

/** The one line under a form: an alert for errors, a status for success. */
export function FormMessage({ feedback }: { feedback: FormFeedback }) {
  if (!feedback) return null;
  const error = feedback.kind === 'error';
  return (
    <p
      role={error ? 'alert' : 'status'}
      className={`rounded-md p-3 text-sm ${error ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-800'}`}
    >
      {feedback.text}
    </p>
  );
}

export const primaryButton =
  'w-full rounded-md bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';
export const formCard =
  'mx-auto max-w-md space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';
