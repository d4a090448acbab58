import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_TOPIC_LABELS,
  type ContactForm as ContactBody,
  type ContactFormInput,
  ContactFormSchema,
} from '@scrivania/core/content/contact-schemas';
import { contactTopics } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/hydration.ts';
import { type ContactAnswer, useSendContact } from '../api/post-contact.ts';

/** The boxes as the visitor finds them; the topic and the consent are unset until chosen. */
type Values = Omit<ContactFormInput, 'topic' | 'regolamento_generale_sulla_protezione_dei_dati'> & {
  topic: string;
  regolamento_generale_sulla_protezione_dei_dati: boolean;
};
const EMPTY: Values = {
  name: '',
  surname: '',
  email: '',
  phone: '',
  topic: '',
  regolamento_generale_sulla_protezione_dei_dati: false,
  offers_and_communications: false,
};
type TextKey = 'name' | 'surname' | 'email' | 'phone';
type Feedback = { kind: 'success' | 'failure'; text: string } | null;

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
  const form = useForm<Values, unknown, ContactBody>({
    // The boxes hold what the schema's input refines (any text for the topic, false for the consent).
    resolver: zodResolver(ContactFormSchema) as Resolver<Values, unknown, ContactBody>,
    reValidateMode: 'onSubmit',
    criteriaMode: 'all',
    defaultValues: EMPTY,
  });
  const [feedback, setFeedback] = useState<Feedback>(null);
  const send = useSendContact();
  const id = useId();
  // On a page the server rendered the form answers only once the app runs: until then it is disabled,
  // so what is typed early is not sent as a plain form submission, or lost.
  const live = useHydrated();
  // Any edit clears what the last submission said.
  const field = (key: keyof Values) =>
    form.register(key, {
      onChange: () => {
        form.clearErrors();
        setFeedback(null);
      },
    });

  const onAnswer = (answer: ContactAnswer) => {
    if (answer.success) {
      form.reset(EMPTY);
      setFeedback({ kind: 'success', text: messages.content.contactForm.success });
    } else {
      setFeedback({ kind: 'failure', text: answer.message || messages.content.contactForm.submitFailed });
    }
  };

  const onValid = (body: ContactBody) =>
    send.mutate(body, {
      onSuccess: onAnswer,
      onError: (error) => setFeedback({ kind: 'failure', text: contactFailureText(error) }),
    });

  // Every failed rule's message at once, in the schema's order, each said once.
  const lines = [
    ...new Set(
      Object.values(form.formState.errors).flatMap((error) =>
        error && 'types' in error && error.types
          ? Object.values(error.types).flat().map(String)
          : error?.message
            ? [String(error.message)]
            : [],
      ),
    ),
  ];

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <fieldset disabled={!live} className="m-0 grid min-w-0 gap-4 border-0 p-0 sm:grid-cols-2">
        {TEXT_FIELDS.map((box) => (
          <div key={box.key}>
            <label htmlFor={`${id}-${box.key}`} className="block text-sm font-medium text-slate-800">
              {box.text}
            </label>
            <input
              id={`${id}-${box.key}`}
              type={box.type}
              required
              aria-required="true"
              autoComplete={box.autoComplete}
              {...field(box.key)}
              className={inputClass}
            />
          </div>
        ))}
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-topic`} className="block text-sm font-medium text-slate-800">
            {label.topic}
          </label>
          <select id={`${id}-topic`} required aria-required="true" {...field('topic')} className={inputClass}>
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
            required
            aria-required="true"
            {...field('regolamento_generale_sulla_protezione_dei_dati')}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <span>{label.consent}</span>
        </label>
        <label className="flex items-start gap-2 text-sm text-slate-700 sm:col-span-2">
          <input
            type="checkbox"
            {...field('offers_and_communications')}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <span>{label.newsletter}</span>
        </label>
        {lines.length > 0 && (
          <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
            <ul className="space-y-1">
              {lines.map((line) => (
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
          <Button type="submit" disabled={send.isPending}>
            {label.submit}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
