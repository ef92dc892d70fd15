// The audit log as the console shows it: the filters its URL holds (`?entity&action&actor_id&entity_id&
// from&to`), the words for entities and actions, and each change as "field: before → after". Pure.
import type { AuditEntry, AuditListQuery } from "../api/contract";
import type { TableSpec } from "./table-state";

type Entity = NonNullable<AuditListQuery["entity"]>;
type Action = NonNullable<AuditListQuery["action"]>;

/** The audited entities (the api's AUDIT_ENTITIES), in words. */
export const AUDIT_ENTITIES: readonly { value: Entity; label: string }[] = [
  { value: "genre", label: "Genre" },
  { value: "mood", label: "Mood" },
  { value: "origin", label: "Origin" },
  { value: "user_type", label: "User type" },
  { value: "user_category", label: "User category" },
  { value: "user", label: "User" },
  { value: "user_application", label: "Application" },
];

/** The audited actions (the api's AUDIT_ACTIONS), in words. */
export const AUDIT_ACTIONS: readonly { value: Action; label: string }[] = [
  { value: "create", label: "Created" },
  { value: "update", label: "Updated" },
  { value: "status", label: "Status changed" },
  { value: "delete", label: "Deleted" },
  { value: "approve", label: "Approved" },
  { value: "reject", label: "Rejected" },
  { value: "comment", label: "Commented" },
  { value: "suspend", label: "Suspended" },
  { value: "reactivate", label: "Reactivated" },
  { value: "roles", label: "Roles changed" },
];

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

export const entityLabel = (entity: string) =>
  AUDIT_ENTITIES.find((e) => e.value === entity)?.label ?? entity;
export const actionLabel = (action: string) => AUDIT_ACTIONS.find((a) => a.value === action)?.label ?? action;

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
