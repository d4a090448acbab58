import type { AboutResponse } from '@scrivania/core/content/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { apiQueryOptions } from '../../../lib/api-query.ts';

const PATH = 'about-us';

/** The about call answers `{ data: { error, data } }`; the screen reads the error flag itself. */
export const getAbout = (signal?: AbortSignal) => apiGet<AboutResponse>(PATH, signal);

export const aboutQueryOptions = () => apiQueryOptions(PATH, getAbout);

export const useAbout = () => useQuery(aboutQueryOptions());
