import type { PlaceSearchResponse } from '@scrivania/core/catalog/place-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../../lib/api-client.ts';

/** A pause in typing: a search per pause, not per key. */
const TYPING_PAUSE_MS = 250;
export const MIN_PLACE_QUERY = 2;

/** `value`, once it has stopped changing for `ms`. */
function useSettled(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** GET host/places?q=: the places matching what the host has typed, once they pause. */
export function usePlaceSearch(text: string, enabled: boolean) {
  const q = useSettled(text.trim(), TYPING_PAUSE_MS);
  return useQuery({
    queryKey: ['host', 'places', q] as const,
    queryFn: ({ signal }) =>
      apiRequest<PlaceSearchResponse>(`host/places?${new URLSearchParams({ q })}`, { auth: true, signal }),
    enabled: enabled && q.length >= MIN_PLACE_QUERY,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
