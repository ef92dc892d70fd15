// Like/save/follow toggles: the api endpoint and the optimistic state shown before the api answers.
import type { ToggleAnswer, ToggleVerb } from "../api/contract";
import type { PostEndpoint } from "../api/endpoints";

/** The collections a like/save/follow toggle applies to, as the api's paths name them. */
export type EngageKind = "music-tracks" | "artists" | "albums" | "playlists" | "nonstops";
export type EngageAction = ToggleVerb;

export const ENGAGE_KINDS: readonly EngageKind[] = [
  "music-tracks",
  "artists",
  "albums",
  "playlists",
  "nonstops",
];
export const ENGAGE_ACTIONS: readonly EngageAction[] = ["like", "save", "follow"];

/** Follow exists only for artists and albums (contract "Toggles"). */
export function isEngagePair(kind: string, action: string): kind is EngageKind {
  if (!(ENGAGE_KINDS as readonly string[]).includes(kind)) return false;
  if (!(ENGAGE_ACTIONS as readonly string[]).includes(action)) return false;
  return action !== "follow" || kind === "artists" || kind === "albums";
}

/** The toggle endpoints the api has (follow only for artists and albums). */
export type EngageEndpoint = Extract<PostEndpoint, `POST /user/global/${EngageKind}/${EngageAction}/{id}`>;

/** `POST /user/global/<kind>/<action>/{id}` of a pair `isEngagePair` accepted. */
export function engageEndpoint(kind: EngageKind, action: EngageAction): EngageEndpoint {
  return `POST /user/global/${kind}/${action}/{id}` as EngageEndpoint;
}

export interface ToggleState {
  on: boolean;
  count: number;
}

/** The engage route's answer to a toggle (/catalogue/engage): the state and count the api confirmed. */
export interface EngageResult {
  ok: true;
  on: boolean;
  count: number;
}

/** The state to show while the request is in flight: the new value, the count moved by one (never < 0). */
export function optimisticToggle(current: ToggleState, next: boolean): ToggleState {
  if (current.on === next) return current;
  return { on: next, count: Math.max(0, current.count + (next ? 1 : -1)) };
}

/** Field names of a like/save/follow state, in views and in the api's answer alike. */
export const ENGAGE_FIELDS = {
  like: { state: "liked", count: "like_count" },
  save: { state: "saved", count: "save_count" },
  follow: { state: "followed", count: "follower_count" },
} as const satisfies { [A in EngageAction]: { state: keyof ToggleAnswer<A>; count: keyof ToggleAnswer<A> } };

/** Field names of the api's answer: `{ liked, like_count }`, `{ saved, save_count }`, `{ followed, follower_count }`. */
export function answerKeys(action: EngageAction): { state: string; count: string } {
  return ENGAGE_FIELDS[action];
}

/** A view carrying the state of each action in `A` (`liked` + `like_count` for "like", ...). */
export type Engageable<A extends EngageAction> = {
  [K in (typeof ENGAGE_FIELDS)[A]["state"]]: boolean;
} & { [K in (typeof ENGAGE_FIELDS)[A]["count"]]: number };

/** The toggle state of `action` as a view carries it. */
export function engageState<A extends EngageAction>(item: Engageable<A>, action: A): ToggleState {
  const fields = ENGAGE_FIELDS[action];
  // The mapped type guarantees both fields; TypeScript cannot index a generic mapped type by them.
  const view = item as unknown as Record<string, boolean | number>;
  return { on: view[fields.state] === true, count: Number(view[fields.count]) };
}

const VERBS: Record<EngageAction, [string, string]> = {
  like: ["Like", "Liked"],
  save: ["Save", "Saved"],
  follow: ["Follow", "Following"],
};

/**
 * The button's accessible name stays the same in both states ("Like Sunrise"); `aria-pressed` carries the
 * state, as a toggle button should (a name that flips would read as a different button).
 */
export function toggleLabel(action: EngageAction, title: string): string {
  return `${VERBS[action][0]} ${title}`;
}

/** The visible word: "Like" / "Liked", "Follow" / "Following". */
export function toggleText(action: EngageAction, on: boolean): string {
  return VERBS[action][on ? 1 : 0];
}

/** Moves the item at `index` by `delta` places; out-of-range moves return the same order (a new array). */
export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const next = [...items];
  const target = index + delta;
  if (index < 0 || index >= next.length || target < 0 || target >= next.length) return next;
  const [item] = next.splice(index, 1) as [T];
  next.splice(target, 0, item);
  return next;
}
