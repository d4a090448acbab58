/** Content that fails to load leaves its area empty; the failure only goes to the console (SPEC section 8). */
export function logLoadError(what: string) {
  return (error: unknown): never => {
    console.error(`Failed to load ${what}`, error);
    throw error;
  };
}
