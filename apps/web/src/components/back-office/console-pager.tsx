import { messages } from '@scrivania/core/messages.it';
import { useSearchParams } from 'react-router';
import { Pager, pageQuery } from '../ui/pager.tsx';

const m = messages.backOffice.console.pager;

/**
 * Previous and next for a console list (`{ page, has_more }`: the lists never count the whole table).
 * The page is in the address with the list's filters, so a page can be bookmarked and shared.
 */
export function ConsolePager({ page, hasMore }: { page: number; hasMore: boolean }) {
  const [search] = useSearchParams();
  return (
    <Pager
      texts={m}
      page={page}
      hasNext={hasMore}
      status={m.page(page)}
      to={(target) => `?${pageQuery(search, target)}`}
    />
  );
}
