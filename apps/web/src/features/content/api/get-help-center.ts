import type {
  HelpCenterDetailResponseSchema,
  HelpCenterHeadingResponseSchema,
  HelpCenterListResponseSchema,
  HelpCenterSeoResponseSchema,
} from '@scrivania/core/schemas/content';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiQueryOptions } from '../../../lib/api-query.ts';

export function useHelpCenterArticles() {
  return useQuery({
    ...apiQueryOptions<z.infer<typeof HelpCenterListResponseSchema>>('help-center'),
    select: (response) => response.data,
  });
}

export function useHelpCenterHeading() {
  return useQuery({
    ...apiQueryOptions<z.infer<typeof HelpCenterHeadingResponseSchema>>('help-center-heading'),
    select: (response) => response.data,
  });
}

export function useHelpCenterArticle(id: string) {
  return useQuery({
    ...apiQueryOptions<z.infer<typeof HelpCenterDetailResponseSchema>>(
      `help-center/detail/${encodeURIComponent(id)}`,
    ),
    select: (response) => response.data,
  });
}

export function useHelpCenterArticleSeo(id: string) {
  return useQuery({
    ...apiQueryOptions<z.infer<typeof HelpCenterSeoResponseSchema>>(
      `help-center/detail-api/${encodeURIComponent(id)}`,
    ),
    select: (response) => response.data,
  });
}
