/** A route id the API can answer for, or undefined (the listing then shows its empty text at once). */
export const numericId = (param: string | undefined) =>
  param !== undefined && /^\d{1,9}$/.test(param) ? param : undefined;
