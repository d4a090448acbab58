import type { AboutResponse } from '@scrivania/core/schemas/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';

const PATH = 'about-us';

/** The about call answers `{ data: { error, data } }`; the screen reads the error flag itself. */
export const getAbout = (signal?: AbortSignal) => apiGet<AboutResponse>(PATH, signal);

export const aboutQueryOptions = () =>
  queryOptions({
    queryKey: ['api', PATH] as const,
    queryFn: ({ signal }) => getAbout(signal).catch(logLoadError(PATH)),
    staleTime: 5 * 60_000,
  });

export const useAbout = () => useQuery(aboutQueryOptions());
