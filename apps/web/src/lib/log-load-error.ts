/**
 * Content that fails to load leaves its area empty; the failure only goes to the console (SPEC section
 * 8). A request the page itself called off (a newer search replaced it) is no failure and is not logged.
 */
export function logLoadError(what: string) {
  return (error: unknown): never => {
    if (!(error instanceof DOMException && error.name === 'AbortError'))
      console.error(`Failed to load ${what}`, error);
    throw error;
  };
}
