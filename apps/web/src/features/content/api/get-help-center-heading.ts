import type { HelpCenterHeadingResponseSchema } from '@scrivania/core/content/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { apiQueryOptions } from '../../../lib/api-query.ts';

type HelpCenterHeadingResponse = z.infer<typeof HelpCenterHeadingResponseSchema>;
const PATH = 'help-center-heading';

export const getHelpCenterHeading = (signal?: AbortSignal) => apiGet<HelpCenterHeadingResponse>(PATH, signal);

export const helpCenterHeadingQueryOptions = () => apiQueryOptions(PATH, getHelpCenterHeading);

export const useHelpCenterHeading = () =>
  useQuery({ ...helpCenterHeadingQueryOptions(), select: (response) => response.data });
