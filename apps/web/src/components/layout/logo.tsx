/** The Scrivania wordmark, drawn inline so the header paints without an extra request. */
export function Logo({ light = false }: { light?: boolean }) {
  return (
    <span className={`flex items-center gap-2 text-xl font-bold ${light ? 'text-white' : 'text-brand-800'}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="7" fill="#0f766e" />
        <path d="M8 21h16v2H8zm2-9h12v7H10z" fill="#fff" />
      </svg>
      Scrivania
    </span>
  );
}
