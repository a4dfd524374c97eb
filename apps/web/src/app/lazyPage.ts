import { lazy, type ComponentType } from "react";

/** React.lazy for named exports: each page becomes its own chunk, loaded on first visit. */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
