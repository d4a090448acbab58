import { Link } from 'react-router';

export function UnavailablePage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">Questa sezione non è ancora disponibile</h1>
      <p className="mt-3 text-slate-600">
        Stiamo completando questa parte di Scrivania. Torna a trovarci presto.
      </p>
      <Link to="/" className="mt-6 inline-block rounded bg-brand-700 px-4 py-2 text-white">
        Torna alla home
      </Link>
    </section>
  );
}
