import type { RouteObject } from 'react-router';

/** Loads a screen's module only when its route is visited. */
export const screen =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): RouteObject['lazy'] =>
  async () => {
    const module = await load();
    return { Component: module[name] as React.ComponentType };
  };
