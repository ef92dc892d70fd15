// Which loaders re-run after a mutation. Remix re-runs every loader on the page after any action; most of
// them cannot have changed. The rule is written once here and each loader's route opts in.
import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";

/**
 * Actions that change only catalogue and library data (reactions, playlists): never the signed-in user,
 * the session, the roles or the exchange rates. Account actions (profile, preferences, settings, provider
 * links) are not here: they change the user the layouts show.
 */
export const USER_NEUTRAL_ACTIONS: readonly string[] = ["/catalogue/engage", "/library"];

function pathOf(action: string): string {
  return new URL(action, "http://local").pathname.replace(/\/+$/, "") || "/";
}

/** Whether a submission to `formAction` can leave the user, session, roles and rates as they were. */
export function isUserNeutral(formMethod: string | undefined, formAction: string | undefined): boolean {
  if (!formMethod || formMethod.toUpperCase() === "GET" || !formAction) return false;
  return USER_NEUTRAL_ACTIONS.includes(pathOf(formAction));
}

/**
 * `shouldRevalidate` of the loaders that read only the signed-in user and what depends on it (root: the
 * user for the theme and the player; _app: the user and the rates; the role areas: the role guard). A
 * like, save, follow or playlist change skips them; navigations, account actions and explicit
 * revalidation (e.g. after a currency change) keep Remix's default.
 *
 * @example export const shouldRevalidate = userLoaderShouldRevalidate;
 */
export function userLoaderShouldRevalidate({
  formMethod,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (isUserNeutral(formMethod, formAction)) return false;
  return defaultShouldRevalidate;
}
