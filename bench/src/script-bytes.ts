/** One script response as the browser received it. */
export interface ScriptResponse {
  path: string;
  /** Its body's size as brotli. */
  bytes: number;
  /** When its last byte arrived, in milliseconds from the navigation's start. */
  finishedAt: number;
}

/**
 * Every script's bytes until the page was quiet, and each file's, largest first: a file fetched twice
 * (a preload and the import it served) is counted once, as the browser's cache answers the second.
 */
export function scriptBytesUntilQuiet(scripts: ScriptResponse[]) {
  const byPath = new Map<string, number>();
  for (const script of scripts) byPath.set(script.path, script.bytes);
  const byFile = [...byPath].sort(([, a], [, b]) => b - a);
  return { bytes: byFile.reduce((total, [, size]) => total + size, 0), byFile };
}
