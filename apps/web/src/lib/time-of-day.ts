import { minutesOfDay } from '@scrivania/core/catalog/hourly-schemas';

/** The hours between two local times of one day ('10:00', '11:30' → 1.5). */
export const hoursBetween = (start: string, end: string) => (minutesOfDay(end) - minutesOfDay(start)) / 60;
