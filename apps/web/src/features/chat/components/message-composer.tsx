import { CHAT_BODY_MAX, ChatBodySchema } from '@scrivania/core/chat/schemas';
import { messages } from '@scrivania/core/messages.it';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';

const m = messages.chat;
/** The counter appears only when the limit is near, so it does not distract from writing. */
const COUNTER_FROM = CHAT_BODY_MAX - 200;

/** The message box: Enter sends, Shift+Enter goes to a new line; blank or too long is never sent. */
export function MessageComposer({ onSend }: { onSend: (body: string) => Promise<unknown> }) {
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const length = [...body].length;

  async function submit() {
    if (sending) return;
    const parsed = ChatBodySchema.safeParse(body);
    if (!parsed.success) {
      // A blank box is simply not sent; only an over-long text needs to be explained.
      setError(body.trim() === '' ? null : (parsed.error.issues[0]?.message ?? m.sendFailed));
      return;
    }
    setSending(true);
    try {
      await onSend(parsed.data);
      setBody('');
      setError(null);
    } catch (failure) {
      setError(serverMessageOr(failure, m.sendFailed));
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  return (
    <form
      className="border-t border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {m.inputLabel}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          placeholder={m.inputPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-count`}
          className="min-h-12 flex-1 resize-y rounded-md border border-slate-300 px-3 py-2 focus:outline-2 focus:outline-brand-700"
        />
        <Button type="submit" disabled={sending || body.trim() === ''} size="md">
          {m.send}
        </Button>
      </div>
      <p id={`${id}-count`} className="mt-1 text-xs text-slate-500" aria-live="polite">
        {length >= COUNTER_FROM ? m.charactersLeft(CHAT_BODY_MAX - length) : ''}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
