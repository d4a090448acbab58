import type { FieldErrors } from 'react-hook-form';

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

export const formCard =
  'mx-auto max-w-md space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';

/** The schema's message for the refused field: core's form schemas report one mistake at a time. */
export function schemaFeedback(errors: FieldErrors): FormFeedback {
  const message = Object.values(errors).find((error) => error?.message)?.message;
  return typeof message === 'string' ? { kind: 'error', text: message } : null;
}
