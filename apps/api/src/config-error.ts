/** A configuration start-up refuses, with the one line the operator sees. */
export class ConfigError extends Error {}
