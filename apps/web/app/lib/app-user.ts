import { useRouteLoaderData } from "@remix-run/react";
import type { User } from "./api/contract";

/**
 * The signed-in user from the _app layout's loader. Pages read it from there (not from a loader of their
 * own) so a kept-alive page still has it while hidden, and an action's revalidation refreshes it everywhere.
 */
export function useAppUser(): User {
  const data = useRouteLoaderData("routes/_app") as { user: User } | undefined;
  if (!data) throw new Error("useAppUser must be used inside the _app layout");
  return data.user;
}
