import { useRouteLoaderData } from "@remix-run/react";
import type { User } from "./api/contract";
import type { Flash } from "./session.server";

/** What root.tsx's loader returns (kept here so components need not import the root route module). */
export interface RootData {
  user: User | null;
  flash: Flash | null;
  config: { googleClientId: string | null; appleClientId: string | null; appleRedirectUri: string | null };
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
