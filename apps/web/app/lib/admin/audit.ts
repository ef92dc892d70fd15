// The audit log as the console shows it: the filters its URL holds (`?entity&action&actor_id&entity_id&
// from&to`), the words for entities and actions, and each change as "field: before → after". Pure.
import type { AuditEntry, AuditListQuery } from "../api/contract";
import type { TableSpec } from "./table-state";

type Entity = NonNullable<AuditListQuery["entity"]>;
type Action = NonNullable<AuditListQuery["action"]>;

/** Every audited entity in words; a Record, so an entity the api adds fails the typecheck until worded. */
const ENTITY_WORDS: Record<Entity, string> = {
  genre: "Genre",
  mood: "Mood",
  origin: "Origin",
  user_type: "User type",
  user_category: "User category",
  user: "User",
  user_application: "Application",
};

/** Every audited action in words (a Record for the same reason). */
const ACTION_WORDS: Record<Action, string> = {
  create: "Created",
  update: "Updated",
  status: "Status changed",
  delete: "Deleted",
  approve: "Approved",
  reject: "Rejected",
  comment: "Commented",
  suspend: "Suspended",
  reactivate: "Reactivated",
  roles: "Roles changed",
};

const choices = <K extends string>(words: Record<K, string>) =>
  (Object.entries(words) as [K, string][]).map(([value, label]) => ({ value, label }));

/** The audited entities (the api's AUDIT_ENTITIES) as the filter's choices. */
export const AUDIT_ENTITIES: readonly { value: Entity; label: string }[] = choices(ENTITY_WORDS);
/** The audited actions (the api's AUDIT_ACTIONS) as the filter's choices. */
export const AUDIT_ACTIONS: readonly { value: Action; label: string }[] = choices(ACTION_WORDS);

/** The audit list's URL: no sorting (newest first), its filters; dates are checked by the api (422). */
export const AUDIT_SPEC: TableSpec = {
  sorts: [],
  statuses: [],
  filters: {
    entity: AUDIT_ENTITIES.map((e) => e.value),
    action: AUDIT_ACTIONS.map((a) => a.value),
    actor_id: "text",
    entity_id: "text",
    from: "text",
    to: "text",
  },
  perPage: 25,
  perPageOptions: [25, 50],
};

/** A recorded entity in words (as recorded when the web has no words for it). */
export const entityLabel = (entity: string) =>
  Object.hasOwn(ENTITY_WORDS, entity) ? ENTITY_WORDS[entity as Entity] : entity;
/** A recorded action in words (as recorded when the web has no words for it). */
export const actionLabel = (action: string) =>
  Object.hasOwn(ACTION_WORDS, action) ? ACTION_WORDS[action as Action] : action;

/**
 * A recorded value in words: nothing is "none", text as it is, a status 1/0 as written, lists and
 * objects as compact JSON.
 *
 * @example valueText(null) // "none"
 * @example valueText(["admin", "creator"]) // "admin, creator"
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === "string" || typeof v === "number")) {
    return value.length ? value.join(", ") : "none";
  }
  return JSON.stringify(value);
}

export interface ChangeRow {
  field: string;
  before: string;
  after: string;
}

/** The changed fields of an entry, in the order recorded, each before → after in words. */
export function changeRows(changes: AuditEntry["changes"]): ChangeRow[] {
  return Object.entries(changes).map(([field, [before, after]]) => ({
    field: field.replace(/_/g, " "),
    before: valueText(before),
    after: valueText(after),
  }));
}

/** An entry's time as "12 Nov 2026, 14:05 UTC" (UTC, so server and browser say the same). */
export function auditTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = date.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  const time = date.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
  return `${day}, ${time} UTC`;
}
