import type { BoundingBox, SearchRelaxable } from '@scrivania/core/catalog/search-schemas';
import { messages } from '@scrivania/core/messages.it';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdoptedApart } from '../../../components/layout/adopted-apart.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager, pageQuery } from '../../../components/ui/pager.tsx';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { useHydrated } from '../../../lib/hydration.ts';
import { useMediaQuery } from '../../../lib/media-query.ts';
import { paths } from '../../../lib/paths.ts';
import { useMenuCategories } from '../api/get-menu.ts';
import { useSearch } from '../api/get-search.ts';
import { stayQueryOf } from '../api/stay-parameters.ts';
import { activeFilterCount } from './active-filters.ts';
import { cardElementId, PropertyGrid } from './property-grid.tsx';
import { SearchFilters } from './search-filters.tsx';
import { FiltersButton, FiltersSheet } from './search-filters-sheet.tsx';
import { SearchForm } from './search-form.tsx';
import { boxFromParam, boxToParam, SearchResultsMap } from './search-results-map.tsx';
import { NoResultSuggestions, withoutFilter } from './search-suggestions.tsx';

const m = messages.catalog.map;
const f = messages.catalog.searchFilters;

/** From this width the map sits beside the list; below it a switch shows one or the other. */
const WIDE_SCREEN = '(min-width: 1280px)';

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

/**
 * The list and map switch of a phone. It asks itself whether the app runs, not the page: the page
 * drawing again when the app starts would draw every card again in one task (decision 061).
 */
function ViewSwitch({ view, onView }: { view: 'list' | 'map'; onView: (view: 'list' | 'map') => void }) {
  // On the server's page the buttons work only once the app runs: until then a click would be lost.
  const live = useHydrated();
  return (
    <fieldset className="flex gap-2 xl:hidden">
      <legend className="sr-only">{m.views}</legend>
      {(['list', 'map'] as const).map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={view === choice}
          disabled={!live}
          onClick={() => onView(choice)}
          className="rounded-full border border-brand-700 px-4 py-1.5 text-sm font-medium text-brand-800 aria-pressed:bg-brand-700 aria-pressed:text-white"
        >
          {choice === 'map' ? m.showMap : m.showList}
        </button>
      ))}
    </fieldset>
  );
}

/** The button that searches again without the filter an empty result names. */
function RelaxButton({ relax }: { relax: SearchRelaxable }) {
  const live = useHydrated();
  const [params, setParams] = useSearchParams();
  return (
    <Button type="button" disabled={!live} onClick={() => setParams(withoutFilter(params, relax))}>
      {f.relaxAction[relax]}
    </Button>
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
  const page = data?.page ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const area = boxFromParam(params.get('bbox'));
  // A search by words or by an area of the map has its results on the map too.
  const showMap = text.trim() !== '' || area !== null;
  const wide = useMediaQuery(WIDE_SCREEN);
  const [view, setView] = useState<'list' | 'map'>('list');
  const [searchOnMove, setSearchOnMove] = useState(true);
  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const searchArea = (box: BoundingBox) => {
    const copy = new URLSearchParams(params);
    copy.set('bbox', boxToParam(box));
    copy.delete('page');
    setParams(copy);
  };
  // A chosen marker shows its card on the map; beside the list (a wide screen), the list's card is
  // marked and brought into view too. On a phone the map stays: the card on it leads to the listing.
  const [chosenId, setChosenId] = useState<number | null>(null);
  const choose = (id: number | null) => {
    setChosenId(id);
    if (id !== null && wide) document.getElementById(cardElementId(id))?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <>
      <PageHeader title="Cerca uno spazio" crumbs={[{ label: 'Ricerca' }]} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-6 lg:grid-cols-[18rem_1fr] lg:py-10">
        {/*
          The form and the filters, then the results, are adopted apart (decision 061). On a phone the
          results come first and the form and filters open in a sheet (decision 082).
        */}
        <aside className="hidden space-y-6 lg:block">
          <AdoptedApart>
            <SearchForm from={params} layout="column" />
          </AdoptedApart>
          <AdoptedApart>
            <SearchFilters counts={data?.category_counts} />
            <Categories />
          </AdoptedApart>
        </aside>
        <div className="min-w-0 space-y-4">
          <div className={`flex flex-wrap items-center gap-2 ${showMap ? 'xl:hidden' : 'lg:hidden'}`}>
            <FiltersButton active={activeFilterCount(params)} onOpen={() => setSheetOpen(true)} />
            {showMap && <ViewSwitch view={view} onView={setView} />}
          </div>
          <div className={showMap ? 'grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]' : undefined}>
            <section
              aria-live="polite"
              aria-busy={result.isFetching}
              className={showMap && view === 'map' ? 'hidden xl:block' : undefined}
            >
              {result.isPending && showMap ? (
                <p>{messages.common.loading}</p>
              ) : data && data.propertyByCityId.length > 0 ? (
                <AdoptedApart>
                  <p className="mb-4 text-sm text-slate-600">{`${data.total} ${data.total === 1 ? 'struttura trovata' : 'strutture trovate'}`}</p>
                  <PropertyGrid
                    properties={data.propertyByCityId}
                    stay={stayQueryOf(params)}
                    // First on the screen at every width: its photo is the page's largest paint (decision 082).
                    priority
                    besideMap={showMap}
                    highlightedId={highlightedId ?? chosenId}
                    onHighlight={setHighlightedId}
                  />
                  <Pager
                    texts={messages.catalog.searchPager}
                    page={page}
                    hasNext={page < pages}
                    status={messages.catalog.searchPager.pageOf(page, pages)}
                    to={(target) => `?${pageQuery(params, target)}`}
                  />
                </AdoptedApart>
              ) : (
                <div className="rounded-xl bg-slate-50 p-8 text-center">
                  <p className="text-slate-700">
                    {data?.relax ? f.relax[data.relax] : messages.catalog.listings.emptySearch}
                  </p>
                  {data?.relax && (
                    <p className="mt-4">
                      <RelaxButton relax={data.relax} />
                    </p>
                  )}
                  <p className="mt-4 flex justify-center gap-4">
                    <Link to={paths.home} className="text-brand-700 underline">
                      Torna alla home
                    </Link>
                    <Link to={paths.helpCenter} className="text-brand-700 underline">
                      Centro assistenza
                    </Link>
                  </p>
                  <NoResultSuggestions params={params} relax={data?.relax ?? null} />
                </div>
              )}
            </section>
            {showMap && (
              <div className={view === 'list' ? 'hidden xl:block' : undefined}>
                {/* Mounted only where it shows: a phone on the list never loads the map's library. */}
                {(view === 'map' || wide) && (
                  <div className="xl:sticky xl:top-4">
                    <SearchResultsMap
                      cards={data?.propertyByCityId ?? []}
                      area={area}
                      searchOnMove={searchOnMove}
                      onSearchOnMoveChange={setSearchOnMove}
                      onArea={searchArea}
                      highlightedId={highlightedId}
                      onHighlight={setHighlightedId}
                      chosenId={chosenId}
                      onChoose={choose}
                    />
                  </div>
                )}
              </div>
            )}
          </div>
        </div>
      </div>
      {sheetOpen && (
        <FiltersSheet
          params={params}
          answer={data}
          onClose={() => setSheetOpen(false)}
          more={<Categories />}
        />
      )}
    </>
  );
}
