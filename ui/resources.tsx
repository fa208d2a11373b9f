/**
 * What a signed-in area or page asks the server for, in place of react-router's route loaders
 * (declarative routing sends the home page far less JavaScript: docs/architecture.md).
 * `useResource` loads when its dependencies change and keeps what it has while it reloads; every
 * resource under one `ReloadScope` reloads together, as the data router's revalidation re-ran
 * every loader of the page shown.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { DependencyList, ReactNode } from 'react';
import { useLocation } from 'react-router';

type Reload = () => Promise<void>;

const ReloadersContext = createContext<Set<Reload> | null>(null);

/** Reloads everything loaded beneath it when a link leads to the page already shown, as the data router did. */
export function ReloadScope({ children }: { children: ReactNode }) {
  const [reloaders] = useState(() => new Set<Reload>());
  const { pathname, search, key } = useLocation();
  const shown = useRef({ url: pathname + search, key });
  useEffect(() => {
    const same = shown.current.url === pathname + search && shown.current.key !== key;
    shown.current = { url: pathname + search, key };
    if (same) Promise.all([...reloaders].map((reload) => reload())).catch((error: unknown) => console.error('Reload failed', error));
  }, [pathname, search, key, reloaders]);
  return <ReloadersContext value={reloaders}>{children}</ReloadersContext>;
}

/** Reloads every resource of the scope and resolves when all have answered (useRevalidator's revalidate). */
export function useReloadAll(): Reload {
  const syncAll = useSyncAll();
  return useCallback(async () => {
    await syncAll().catch((error: unknown) => console.error('Reload failed', error));
  }, [syncAll]);
}

/** The same for the sync status: rejects when any reload failed, while every page keeps the data it had. */
export function useSyncAll(): Reload {
  const reloaders = useContext(ReloadersContext);
  return useCallback(async () => {
    await Promise.all([...(reloaders ?? [])].map((reload) => reload()));
  }, [reloaders]);
}

interface Loaded<T> {
  /** undefined until the first answer arrives. */
  data: T | undefined;
  /** The failure's text when the page shows failures itself (`showFailure`), else always null. */
  error: string | null;
  reload: Reload;
}

/** How a page that shows a failed load itself words it: the text, or null once it has dealt with it (e.g. gone to /login). */
export type ShowFailure = (cause: unknown) => string | null;

/**
 * Calls `load` on mount and whenever `deps` change; reloads keep the current data until the new
 * answer replaces it. A failed load is thrown while rendering, so the area's error boundary
 * shows it (or sends a signed-out visitor to /login), as a failed loader showed the route's error;
 * with `showFailure` (the back office) it becomes `error` beside the data instead, and the
 * resource stays out of the area's reloads, unless `syncs` keeps it in them (a part of a customer
 * page that fails alone, like the dashboard's charts, while the sync status reports later failures).
 */
export function useResource<T>(load: () => Promise<T>, deps: DependencyList, showFailure?: ShowFailure, syncs = !showFailure): Loaded<T> {
  const [state, setState] = useState<{ data: T | undefined; failure: { cause: unknown } | null; error: string | null }>({ data: undefined, failure: null, error: null });
  const latest = useRef({ load, showFailure });
  latest.current = { load, showFailure };
  // Only the answer to the latest call is shown; unmounting makes every pending answer stale.
  const calls = useRef(0);
  /** A background sync keeps the page's data when it fails and tells the sync status instead (issue 13). */
  const run = useCallback(async (background: boolean) => {
    const call = ++calls.current;
    try {
      const data = await latest.current.load();
      if (call === calls.current) setState({ data, failure: null, error: null });
    } catch (cause) {
      if (background) throw cause;
      if (call !== calls.current) return;
      const show = latest.current.showFailure;
      if (!show) setState((current) => ({ ...current, failure: { cause } }));
      else {
        const error = show(cause);
        if (error !== null) setState((current) => ({ ...current, error }));
      }
    }
  }, []);
  const reload = useCallback(() => run(false), [run]);
  const syncReload = useCallback(() => run(true), [run]);
  useEffect(() => {
    void reload();
    return () => {
      calls.current += 1;
    };
  }, deps);
  useRegistered(syncs ? syncReload : null);
  if (state.failure) throw state.failure.cause;
  return { data: state.data, error: state.error, reload };
}

function useRegistered(reload: Reload | null): void {
  const reloaders = useContext(ReloadersContext);
  useEffect(() => {
    if (!reload) return;
    reloaders?.add(reload);
    return () => {
      reloaders?.delete(reload);
    };
  }, [reloaders, reload]);
}
