// Zod compiles its object parsers with `new Function` where it may, and first probes whether it may:
// under the page's content security policy (no eval) the probe itself is reported as a violation.
// Parsing without compiling is plenty for a page's forms and answers. Zod keeps its settings in this
// shared global, so setting it here costs the first download nothing (importing Zod's `config` would
// pull Zod's core into it). The browser only: the server entry shares the API's Zod, which compiles.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
