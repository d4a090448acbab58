import type { AboutResponse } from '@scrivania/core/schemas/content';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../lib/api-query.ts';

export const useAbout = () => useQuery(apiQueryOptions<AboutResponse>('about-us'));
