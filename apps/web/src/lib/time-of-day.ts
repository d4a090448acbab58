import { minutesOfDay } from '@scrivania/core/catalog/time-of-day';

/** The minutes between two local times of one day ('10:00', '11:30' → 90): what an hourly booking is priced by. */
export const minutesBetween = (start: string, end: string) => minutesOfDay(end) - minutesOfDay(start);

/** The hours between two local times of one day ('10:00', '11:30' → 1.5), as the screens say them. */
export const hoursBetween = (start: string, end: string) => minutesBetween(start, end) / 60;
