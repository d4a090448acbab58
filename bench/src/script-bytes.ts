/** One script response as the browser's resource timing saw it. */
export interface ScriptResponse {
  path: string;
  /** Body bytes as transferred, still compressed (resource timing's encodedBodySize). */
  bytes: number;
  /** When its last byte arrived, in milliseconds from the navigation's start. */
  finishedAt: number;
}

/**
 * The scripts that finished before the load event and their bytes, and the bytes of every script
 * the page loaded until it was quiet: a page that loads its app after the load event (the
 * server-rendered ones, decision 016) is small by the first figure and shows its whole cost in the
 * second.
 */
export function scriptBytesAroundLoad(scripts: ScriptResponse[], loadEventStart: number) {
  const beforeLoad = scripts.filter((script) => script.finishedAt <= loadEventStart);
  const sum = (list: ScriptResponse[]) => list.reduce((total, script) => total + script.bytes, 0);
  return { beforeLoad, beforeLoadBytes: sum(beforeLoad), allBytes: sum(scripts) };
}
