import type { SearchResponse } from '@scrivania/core/catalog/search-schemas';
import { messages } from '@scrivania/core/messages.it';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SHEET } from '../../../components/ui/sheet.tsx';
import { useHydrated } from '../../../lib/hydration.ts';
import { SearchFilters } from './search-filters.tsx';
import { SearchForm } from './search-form.tsx';

const m = messages.catalog.searchFilters.form;

/**
 * The phone's way to the search and its filters, above the results: 'Filtri' with the number of
 * filters the address applies. In the server's page with its number, so nothing moves when the app
 * starts; it works once the app runs, as the list and map switch does (decision 061).
 */
export function FiltersButton({ active, onOpen }: { active: number; onOpen: () => void }) {
  const live = useHydrated();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      disabled={!live}
      onClick={onOpen}
      className="inline-flex items-center gap-2 rounded-full border border-brand-700 px-4 py-1.5 text-sm font-medium text-brand-800 lg:hidden"
    >
      {m.toggle}
      {active > 0 && (
        <>
          <span className="sr-only"> {m.activeCount(active)}</span>
          <span
            aria-hidden="true"
            className="grid size-5 place-items-center rounded-full bg-brand-700 text-xs font-semibold text-white"
          >
            {active}
          </span>
        </>
      )}
    </button>
  );
}

/**
 * The search form, the filters and `more` (the categories) in a sheet on a phone (decision 082). A
 * choice applies at once behind it; a new search or applied prices close it, as does its button with
 * the number of results.
 */
export function FiltersSheet({
  params,
  answer,
  onClose,
  more,
}: {
  params: URLSearchParams;
  answer: SearchResponse['data'] | undefined;
  onClose: () => void;
  more: ReactNode;
}) {
  return (
    // Mounted only while open: the results page keeps it out of the page otherwise.
    <Modal
      open
      look={SHEET}
      title={m.toggle}
      onClose={onClose}
      footer={
        <Button type="button" block onClick={onClose}>
          {m.showResults(answer?.total)}
        </Button>
      }
    >
      <SearchForm from={params} layout="column" onSearched={onClose} />
      <SearchFilters counts={answer?.category_counts} onApplied={onClose} />
      {more}
    </Modal>
  );
}
