import type { PageSectionResponseSchema } from '@scrivania/core/content/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiQueryOptions } from '../../../lib/api-query.ts';

export type SectionId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** One of the eight page sections that feed the home and become-host pages. */
export function useSection(id: SectionId) {
  return useQuery({
    ...apiQueryOptions<z.infer<typeof PageSectionResponseSchema>>(`section/${id}`),
    select: (response) => response.data,
  });
}
