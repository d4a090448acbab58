/** What the last action did, read out by screen readers: the server's words either way. */
export type Feedback = { kind: 'done' | 'failed'; text: string } | null;

export function ActionFeedback({ feedback }: { feedback: Feedback }) {
  return (
    <div aria-live="polite" className="mb-4 min-h-6">
      {feedback && (
        <p
          role={feedback.kind === 'failed' ? 'alert' : 'status'}
          className={feedback.kind === 'failed' ? 'text-red-800' : 'text-green-800'}
        >
          {feedback.text}
        </p>
      )}
    </div>
  );
}
