"use client";
import { createContext, useContext, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from "react";

/**
 * A context whose value reaches its readers through a subscription: the context itself holds one
 * store for the provider's lifetime and never changes (decision 025).
 *
 * Why: React cannot see into a Suspense boundary that is still streaming in from the server. When
 * a context value above such a boundary changes — a provider that becomes ready, detects the
 * currency or fetches rates right after mount — React gives up hydrating the boundary and renders
 * it in the browser instead, while the server's copy of it is still arriving as a hidden segment.
 * A subscription only updates readers that exist, so streamed boundaries hydrate as rendered.
 */
class ValueStore<T> {
  private readonly listeners = new Set<() => void>();
  private current: T;
  constructor(private readonly atHydration: T) {
    this.current = atHydration;
  }
  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  readonly get = () => this.current;
  /** What the server rendered with: hydration must start from it. */
  readonly getServer = () => this.atHydration;
  publish(next: T): void {
    if (Object.is(next, this.current)) return;
    this.current = next;
    for (const listener of [...this.listeners]) listener();
  }
}

const noSubscribe = () => () => {};
const none = () => null;

export function createStoreContext<T>(displayName: string) {
  const Context = createContext<ValueStore<T> | null>(null);
  Context.displayName = displayName;

  function StoreProvider({ value, children }: { value: T; children: ReactNode }) {
    const [store] = useState(() => new ValueStore(value));
    // Readers re-render as this commits; a reader mounted in the same render sees the value a
    // moment later, which is what a context update would have given it too.
    useLayoutEffect(() => store.publish(value), [store, value]);
    return <Context.Provider value={store}>{children}</Context.Provider>;
  }

  /** The provider's current value, or null outside it. */
  function useStoreValue(): T | null {
    const store = useContext(Context);
    return useSyncExternalStore(store?.subscribe ?? noSubscribe, store?.get ?? none, store?.getServer ?? none);
  }

  /** Whether a provider is mounted above (without subscribing to its value). */
  function useHasProvider(): boolean {
    return useContext(Context) !== null;
  }

  return { StoreProvider, useStoreValue, useHasProvider };
}
