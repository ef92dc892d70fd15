import { useLoaderData } from "@remix-run/react";
import { useRef } from "react";

/**
 * useLoaderData that keeps the last value: a kept-alive page (the dashboard) stays mounted while hidden,
 * and the router drops the loader data of routes that are no longer matched, so the hidden page would
 * otherwise read undefined and crash.
 */
export function useStickyLoaderData<T>(): T {
  const fresh = useLoaderData() as T | undefined;
  const last = useRef<T | undefined>(fresh);
  if (fresh !== undefined) last.current = fresh;
  return last.current as T;
}
