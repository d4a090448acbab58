import { z } from 'zod';

/** A percent with at most two decimals (22, 4.5, 12.35) as exact hundredths of a percent: 12.35 → 1235. */
export const percentToBasisPoints = (percent: number) => Math.round(percent * 100);
/** 1235 → 12.35. */
export const basisPointsToPercent = (basisPoints: number) => basisPoints / 100;

/** A percent from 0 to `max` with at most two decimals, kept exactly as basis points; `message` otherwise. */
export function percentSchema(max: number, message: string) {
  return z
    .number({ error: message })
    .min(0, { error: message })
    .max(max, { error: message })
    .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6, { error: message });
}
