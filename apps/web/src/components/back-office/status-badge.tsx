const TONES = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  success: 'bg-green-50 text-green-800 ring-green-300',
  warning: 'bg-amber-50 text-amber-900 ring-amber-300',
  danger: 'bg-red-50 text-red-800 ring-red-300',
  info: 'bg-sky-50 text-sky-900 ring-sky-300',
} as const;

export type BadgeTone = keyof typeof TONES;

/** A state in words, tinted by its tone; the word carries the meaning, the colour only helps. */
export function StatusBadge({ label, tone }: { label: string; tone: BadgeTone }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
    >
      {label}
    </span>
  );
}
