import { CONTACT_TOPIC_LABELS, ContactFormSchema } from '@scrivania/core/content/contact-schemas';
import { contactTopics } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { type ContactAnswer, useSendContact } from '../api/post-contact.ts';

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
type TextKey = 'name' | 'surname' | 'email' | 'phone';
type Feedback = { kind: 'errors'; lines: string[] } | { kind: 'success' | 'failure'; text: string } | null;

const label = messages.content.contactForm;
const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
const TEXT_FIELDS: { key: TextKey; text: string; type: string; autoComplete: string }[] = [
  { key: 'name', text: label.name, type: 'text', autoComplete: 'given-name' },
  { key: 'surname', text: label.surname, type: 'text', autoComplete: 'family-name' },
  { key: 'email', text: label.email, type: 'email', autoComplete: 'email' },
  { key: 'phone', text: label.phone, type: 'tel', autoComplete: 'tel' },
];

/**
 * What to say when the inquiry was not accepted: the server's own words first; an answer that
 * arrived but said no without words next; a failure to reach the server (or a bare error status) last.
 */
export function contactFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.message) return error.message;
    if (error.status < 400) return messages.content.contactForm.submitFailed;
  }
  return messages.common.genericError;
}

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

  const onAnswer = (answer: ContactAnswer) => {
    if (answer.success) {
      setValues(EMPTY);
      setFeedback({ kind: 'success', text: messages.content.contactForm.success });
    } else {
      setFeedback({ kind: 'failure', text: answer.message || messages.content.contactForm.submitFailed });
    }
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ContactFormSchema.safeParse(values);
    if (!parsed.success) {
      setFeedback({ kind: 'errors', lines: [...new Set(parsed.error.issues.map((issue) => issue.message))] });
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: onAnswer,
      onError: (error) => setFeedback({ kind: 'failure', text: contactFailureText(error) }),
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2"
    >
      {TEXT_FIELDS.map((field) => (
        <div key={field.key}>
          <label htmlFor={`${id}-${field.key}`} className="block text-sm font-medium text-slate-800">
            {field.text}
          </label>
          <input
            id={`${id}-${field.key}`}
            name={field.key}
            type={field.type}
            required
            aria-required="true"
            autoComplete={field.autoComplete}
            value={values[field.key]}
            onChange={(event) => update(field.key, event.target.value)}
            className={inputClass}
          />
        </div>
      ))}
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-topic`} className="block text-sm font-medium text-slate-800">
          {label.topic}
        </label>
        <select
          id={`${id}-topic`}
          name="topic"
          required
          aria-required="true"
          value={values.topic}
          onChange={(event) => update('topic', event.target.value)}
          className={inputClass}
        >
          <option value="">{label.topicPlaceholder}</option>
          {contactTopics.map((topic) => (
            <option key={topic} value={topic}>
              {CONTACT_TOPIC_LABELS[topic]}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-start gap-2 text-sm text-slate-700 sm:col-span-2">
        <input
          type="checkbox"
          name="regolamento_generale_sulla_protezione_dei_dati"
          required
          aria-required="true"
          checked={values.regolamento_generale_sulla_protezione_dei_dati}
          onChange={(event) => update('regolamento_generale_sulla_protezione_dei_dati', event.target.checked)}
          className="mt-0.5 size-4 accent-brand-700"
        />
        <span>{label.consent}</span>
      </label>
      <label className="flex items-start gap-2 text-sm text-slate-700 sm:col-span-2">
        <input
          type="checkbox"
          name="offers_and_communications"
          checked={values.offers_and_communications}
          onChange={(event) => update('offers_and_communications', event.target.checked)}
          className="mt-0.5 size-4 accent-brand-700"
        />
        <span>{label.newsletter}</span>
      </label>
      {feedback?.kind === 'errors' && (
        <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
          <ul className="space-y-1">
            {feedback.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {feedback?.kind === 'failure' && (
        <p
          role="alert"
          className="whitespace-pre-line rounded-md bg-red-50 p-3 text-sm text-red-800 sm:col-span-2"
        >
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
          className="rounded-md bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
        >
          {label.submit}
        </button>
      </div>
    </form>
  );
}
