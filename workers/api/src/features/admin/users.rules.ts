// Pure rules of the admin users feature: wire ↔ row mappings, the search key, the role set arithmetic,
// the refusals' wording and how the database's own refusals (migration 0020's triggers) read.
import { type AppError, conflict, raisedWith } from "../../kit/errors";
import { CREATOR_KINDS, type CreatorKind, effectiveRoles, type GrantedRole } from "../accounts";
import type { AdminRoleGrant, AdminUserRow } from "./users.contract";

/** The audit log's entity name for accounts. */
export const USER_ENTITY = "user";

/** The §8 answers of the admin users calls. */
export const USER_MESSAGES = {
  added: "User Added Successfully",
  updated: "User Updated Successfully",
  activated: "User Activated Successfully",
  deactivated: "User Deactivated Successfully",
  deleted: "User Deleted Successfully",
} as const;

/** Why a write was refused; shown as is. */
export const REFUSALS = {
  selfSuspend: "You cannot suspend your own account.",
  selfDemote: "You cannot remove your own admin role.",
  selfDelete: "You cannot delete your own account.",
  lastAdmin: "This is the last active admin: make another admin first.",
  walletNotEmpty:
    "This account's wallet still holds money or has open holds: it must be empty before the account is deleted.",
  closed: "This account was deleted and cannot be changed.",
  emailTaken: "An account with this e-mail already exists.",
} as const;

/** The name and e-mail a deleted account keeps, so nothing personal remains and the e-mail stays unique. */
export function anonymised(userId: string) {
  return { name: "Deleted user", email: `deleted+${userId}@ngoma.invalid` };
}

/** Wire status (1 active, 0 suspended) of a stored one. */
export const wireStatus = (status: "active" | "suspended"): 0 | 1 => (status === "active" ? 1 : 0);
/** Stored status of a wire one. */
export const storedStatus = (status: 0 | 1): "active" | "suspended" =>
  status === 1 ? "active" : "suspended";

/** A granted role row as stored: creator rows carry their kind, the others ''. */
export interface GrantRow {
  role: GrantedRole;
  kind: "" | CreatorKind;
}

/** The granted rows a wire role set means (listener is implicit; duplicates collapse). */
export function grantRows(grants: ReadonlyArray<AdminRoleGrant>): GrantRow[] {
  const rows = new Map<string, GrantRow>();
  for (const grant of grants) {
    if (grant.role === "listener") continue;
    const kind = grant.role === "creator" ? (grant.kind ?? "") : "";
    rows.set(`${grant.role}:${kind}`, { role: grant.role, kind });
  }
  return [...rows.values()].sort((a, b) => `${a.role}:${a.kind}`.localeCompare(`${b.role}:${b.kind}`));
}

/** The rows of `current` that `next` drops, and the rows of `next` that are new. */
export function roleChanges(current: GrantRow[], next: GrantRow[]) {
  const key = (r: GrantRow) => `${r.role}:${r.kind}`;
  const nextKeys = new Set(next.map(key));
  const currentKeys = new Set(current.map(key));
  return {
    removed: current.filter((r) => !nextKeys.has(key(r))),
    added: next.filter((r) => !currentKeys.has(key(r))),
  };
}

/** How a role set reads in the audit log: `["admin", "creator:artist"]`. */
export const roleLabels = (rows: GrantRow[]) =>
  rows.map((r) => (r.kind ? `${r.role}:${r.kind}` : r.role)).sort();

/** The row fields every admin view shares. */
export interface UserRowInput {
  id: string;
  name: string;
  email: string;
  avatarUrl: string | null;
  country: string | null;
  status: "active" | "suspended";
  createdAt: Date;
  closedAt: Date | null;
}

/** The wire row of an account and its granted roles. */
export function toAdminUserRow(user: UserRowInput, grants: GrantRow[]): AdminUserRow {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatar_url: user.avatarUrl,
    country: user.country,
    status: wireStatus(user.status),
    roles: effectiveRoles(grants),
    creator_kinds: CREATOR_KINDS.filter((kind) =>
      grants.some((g) => g.role === "creator" && g.kind === kind),
    ),
    created_at: user.createdAt.toISOString(),
    closed: user.closedAt !== null,
  };
}

/** The 409 a refusal of migration 0020's triggers means, or null for any other error. */
export function userWriteRefusal(error: unknown): AppError | null {
  if (raisedWith(error, "users: the last active admin")) return conflict(REFUSALS.lastAdmin);
  if (raisedWith(error, "users: the wallet is not empty")) return conflict(REFUSALS.walletNotEmpty);
  return null;
}

/** The line of an activity entry. */
export const activitySummary = {
  signIn: (s: { device: string | null; city: string | null; country: string | null }) => {
    const where = [s.city, s.country].filter(Boolean).join(", ");
    return `Signed in${s.device ? ` on ${s.device}` : ""}${where ? ` from ${where}` : ""}`;
  },
  play: (title: string | null) => `Played ${title ?? "a track that no longer exists"}`,
  admin: (action: string, actorName: string | null) => `${capitalise(action)} by ${actorName ?? "an admin"}`,
};

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
