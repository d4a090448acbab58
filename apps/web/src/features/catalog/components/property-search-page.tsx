import { messages } from '@scrivania/core/messages.it';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { useHydrated } from '../../../lib/hydration.ts';
import { paths } from '../../../lib/paths.ts';
import { useMenuCategories } from '../api/get-menu.ts';
import { useSearch } from '../api/get-search.ts';
import { PropertyGrid } from './property-grid.tsx';
import { SearchForm } from './search-form.tsx';

function Categories() {
  const { categories } = useMenuCategories();
  return (
    <nav aria-label="Categorie" className="rounded-2xl border border-slate-200 p-4">
      <h2 className="font-semibold">Categorie</h2>
      <ul className="mt-2 space-y-1 text-sm">
        {categories.map((category) => (
          <li key={category._id}>
            <Link to={paths.category(category._id)} className="text-brand-700 underline hover:text-brand-800">
              {category.category_name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PropertySearchPage() {
  const [params, setParams] = useSearchParams();
  const result = useSearch(params);
  const text = params.get('search_input') ?? '';
  const data = result.data;
  // An empty result, or no search at all, is no page for a search engine to keep.
  useDocumentMeta({
    title: text ? `Risultati per “${text}”` : 'Cerca uno spazio',
    noIndex: text.trim() === '' || (data !== undefined && data.propertyByCityId.length === 0),
  });
  // On the server's page the other pages open only once the app runs: until then a click would be lost.
  const live = useHydrated();
  const page = data?.page ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const goTo = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('page', String(next));
    setParams(copy);
  };
  const initial = Object.fromEntries(
    ['search_input', 'start_date', 'end_date', 'no_of_guest'].map((key) => [
      key,
      params.get(key) ?? undefined,
    ]),
  );

  return (
    <>
      <PageHeader title="Cerca uno spazio" crumbs={[{ label: 'Ricerca' }]} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[20rem_1fr]">
        <aside className="space-y-6">
          <SearchForm initial={initial} layout="column" />
          <Categories />
        </aside>
        <section aria-live="polite" aria-busy={result.isFetching}>
          {result.isPending && text ? (
            <p>{messages.common.loading}</p>
          ) : data && data.propertyByCityId.length > 0 ? (
            <>
              <p className="mb-4 text-sm text-slate-600">{`${data.total} ${data.total === 1 ? 'struttura trovata' : 'strutture trovate'}`}</p>
              <PropertyGrid properties={data.propertyByCityId} />
              {pages > 1 && (
                <nav
                  aria-label="Pagine dei risultati"
                  className="mt-8 flex items-center justify-center gap-4"
                >
                  <button
                    type="button"
                    disabled={!live || page <= 1}
                    onClick={() => goTo(page - 1)}
                    className="rounded-md border px-4 py-2 disabled:opacity-40"
                  >
                    Precedente
                  </button>
                  <span>{`Pagina ${page} di ${pages}`}</span>
                  <button
                    type="button"
                    disabled={!live || page >= pages}
                    onClick={() => goTo(page + 1)}
                    className="rounded-md border px-4 py-2 disabled:opacity-40"
                  >
                    Successiva
                  </button>
                </nav>
              )}
            </>
          ) : (
            <div className="rounded-xl bg-slate-50 p-8 text-center">
              <p className="text-slate-700">{messages.catalog.listings.emptySearch}</p>
              <p className="mt-4 flex justify-center gap-4">
                <Link to={paths.home} className="text-brand-700 underline">
                  Torna alla home
                </Link>
                <Link to={paths.helpCenter} className="text-brand-700 underline">
                  Centro assistenza
                </Link>
              </p>
            </div>
          )}
        </section>
      </div>
    </>
  );
}
