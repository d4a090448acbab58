import { messages } from '@scrivania/core/messages.it';
import { CONTACT_TOPIC_LABELS, CONTACT_TOPICS, ContactFormSchema } from '@scrivania/core/schemas/contact';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useSendContact } from '../api/post-contact.ts';

const EMPTY = {
  name: '',
  surname: '',
  email: '',
  phone: '',
  topic: '',
  regolamento_generale_sulla_protezione_dei_dati: false,
  offers_and_communications: false,
};
type Values = typeof EMPTY;
type Feedback = { kind: 'errors'; lines: string[] } | { kind: 'success' | 'failure'; text: string } | null;

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/**
 * The contact form of the About and Contact pages. Fields are marked required but native validation
 * is off: on submit every failed rule's message is listed at once (see decision 005).
 */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const send = useSendContact();
  const id = useId();

  const update = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setFeedback(null);
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ContactFormSchema.safeParse(values);
    if (!parsed.success) {
      setFeedback({ kind: 'errors', lines: [...new Set(parsed.error.issues.map((issue) => issue.message))] });
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: (answer) => {
        if (answer.success) {
          setValues(EMPTY);
          setFeedback({ kind: 'success', text: answer.message ?? messages.contact.success });
        } else {
          setFeedback({ kind: 'failure', text: answer.message ?? messages.contact.submitFailed });
        }
      },
      onError: (error) => {
        // The server's own words first; a refusal without words next; a failure to reach it at all last.
        const text =
          error instanceof ApiError
            ? error.message || messages.contact.submitFailed
            : messages.common.genericError;
        setFeedback({ kind: 'failure', text });
      },
    });
  };

  const field = (
    key: 'name' | 'surname' | 'email' | 'phone',
    label: string,
    type = 'text',
    autoComplete = 'on',
  ) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type={type}
        required
        aria-required="true"
        autoComplete={autoComplete}
        value={values[key]}
        onChange={(event) => update(key, event.target.value)}
        className={inputClass}
      />
    </div>
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2"
    >
      {field('name', 'Nome', 'text', 'given-name')}
      {field('surname', 'Cognome', 'text', 'family-name')}
      {field('email', 'Email', 'email', 'email')}
      {field('phone', 'Telefono', 'tel', 'tel')}
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-topic`} className="block text-sm font-medium text-slate-800">
          Argomento
        </label>
        <select
          id={`${id}-topic`}
          required
          aria-required="true"
          value={values.topic}
          onChange={(event) => update('topic', event.target.value)}
          className={inputClass}
        >
          <option value="">Seleziona un argomento</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {CONTACT_TOPIC_LABELS[topic]}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-start gap-2 text-sm sm:col-span-2">
        <input
          type="checkbox"
          required
          aria-required="true"
          checked={values.regolamento_generale_sulla_protezione_dei_dati}
          onChange={(event) => update('regolamento_generale_sulla_protezione_dei_dati', event.target.checked)}
          className="mt-1 size-4 accent-brand-700"
        />
        <span>Accetto l'informativa sulla privacy e il trattamento dei miei dati (GDPR)</span>
      </label>
      <label className="flex items-start gap-2 text-sm sm:col-span-2">
        <input
          type="checkbox"
          checked={values.offers_and_communications}
          onChange={(event) => update('offers_and_communications', event.target.checked)}
          className="mt-1 size-4 accent-brand-700"
        />
        <span>Desidero ricevere offerte e comunicazioni da Scrivania</span>
      </label>
      {feedback?.kind === 'errors' && (
        <ul role="alert" className="space-y-1 rounded-md bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
          {feedback.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {feedback?.kind === 'failure' && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
          {feedback.text}
        </p>
      )}
      {feedback?.kind === 'success' && (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800 sm:col-span-2">
          {feedback.text}
        </p>
      )}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={send.isPending}
          className="rounded-md bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          Invia
        </button>
      </div>
    </form>
  );
}
