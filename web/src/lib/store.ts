import { useEffect, useState } from "preact/hooks";

/** A tiny observable value: state lives in stores, actions are plain functions that call `set`. */
export interface Store<T> {
  get(): T;
  set(patch: Partial<T>): void;
  subscribe(fn: (v: T) => void): () => void;
}

export function createStore<T extends object>(initial: T): Store<T> {
  let value = initial;
  const subs = new Set<(v: T) => void>();
  return {
    get: () => value,
    set(patch) {
      value = { ...value, ...patch };
      for (const fn of subs) fn(value);
    },
    subscribe(fn) {
      subs.add(fn);
      return () => subs.delete(fn);
    },
  };
}

/**
 * One field of a store: re-renders the component only when that field changes (a page that shows who is here need
 * not draw itself again for every chat line the live store takes).
 */
export function useStoreField<T extends object, K extends keyof T>(store: Store<T>, key: K): T[K] {
  const [v, setV] = useState(() => store.get()[key]);
  useEffect(() => {
    setV(() => store.get()[key]);
    return store.subscribe((next) => setV(() => next[key]));
  }, [store, key]);
  return v;
}

/** Re-renders the component whenever the store changes. */
export function useStore<T extends object>(store: Store<T>): T {
  const [v, setV] = useState(store.get());
  useEffect(() => {
    setV(store.get());
    return store.subscribe(setV);
  }, [store]);
  return v;
}
