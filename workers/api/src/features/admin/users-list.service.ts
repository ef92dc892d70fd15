import { and, asc, desc, eq, inArray, notExists, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { notFound } from "../../kit/errors";
import { MAX_PAGED_ROWS, type Page, pageWindow, toPage } from "../../kit/pagination";
import { accountsMatching } from "../accounts";
import { userRoles, users } from "../accounts/schema";
import { userTypes } from "../reference/schema";
import type { AdminUserListQuery, AdminUserRow } from "./users.contract";
import { type GrantRow, storedStatus, toAdminUserRow, type UserRowInput } from "./users.rules";

/** The columns of an admin row (never the password hash nor the preferences). */
export const rowColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  avatarUrl: users.avatarUrl,
  country: users.country,
  status: users.status,
  createdAt: users.createdAt,
  closedAt: users.closedAt,
  /** The granted roles as `role:kind` pairs, folded in per row (a probe of user_roles' key). */
  grants: sql<
    string | null
  >`(select group_concat(${userRoles.role} || ':' || ${userRoles.kind}) from ${userRoles} where ${userRoles.userId} = ${users.id})`,
};

/** Name order follows `users_name_lower_idx`. */
const lowerName = sql`lower(${users.name})`;

/** `?q=`: the accounts whose e-mail or name starts with the query (accounts/search). */
function accountSearch(db: Db, q: string | undefined): SQL | undefined {
  const matches = accountsMatching(db, q);
  return matches ? inArray(users.id, matches) : undefined;
}

/**
 * `?role=`: a granted role is read from its holders (`user_roles_grant_idx`): every grant is an admin's
 * decision, so holders are few next to the accounts. `listener` means listener only (every account is
 * a listener), which most accounts are, so it walks the accounts and probes user_roles' key.
 */
function roleCondition(db: Db, role: AdminUserListQuery["role"]): SQL | undefined {
  if (!role) return undefined;
  if (role === "listener") {
    return notExists(db.select({ one: sql`1` }).from(userRoles).where(eq(userRoles.userId, users.id)));
  }
  return inArray(
    users.id,
    db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, role)),
  );
}

/** The statements of one page of the admin list, for the service and for pinning their plans. */
export function listStatements(db: Db, query: AdminUserListQuery) {
  const where = and(
    query.status === undefined ? undefined : eq(users.status, storedStatus(query.status)),
    query.country ? eq(users.country, query.country) : undefined,
    roleCondition(db, query.role),
    accountSearch(db, query.q),
  );
  const direction = query.direction === "asc" ? asc : desc;
  const order =
    query.sort === "name"
      ? [direction(lowerName), direction(users.id)]
      : query.sort === "email"
        ? [direction(users.email)]
        : [direction(users.createdAt), direction(users.id)];
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const rows = db
    .select(rowColumns)
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  // Bounded: the paginator reaches MAX_PAGED_ROWS rows at most, so counting further is wasted reads.
  const capped = db.select({ one: sql`1` }).from(users).where(where).limit(MAX_PAGED_ROWS).as("capped");
  const total = db.select({ n: sql<number>`count(*)` }).from(capped);
  return { rows, total };
}

/** The wire row of a listed account, its roles parsed from the folded `role:kind` pairs. */
export function listedRow(row: UserRowInput & { grants: string | null }): AdminUserRow {
  const grants = (row.grants ?? "")
    .split(",")
    .filter(Boolean)
    .map((pair) => {
      const [role, kind = ""] = pair.split(":");
      return { role, kind } as GrantRow;
    });
  return toAdminUserRow(row, grants);
}

/**
 * A page of accounts, filtered, searched and sorted. `total` counts at most MAX_PAGED_ROWS matches
 * (the deepest page a client can ask for), so the count of a broad filter at 1M accounts stays cheap.
 */
export async function listAdminUsers(db: Db, query: AdminUserListQuery): Promise<Page<AdminUserRow>> {
  const { rows, total } = listStatements(db, query);
  const [pageRows, [counted]] = await db.batch([rows, total]);
  return toPage(pageRows.map(listedRow), {
    page: query.page,
    perPage: query.per_page,
    total: counted?.n ?? 0,
  });
}

/**
 * The statements of a page of the holders of what user type `typeId` grants, newest grant first, and
 * the type itself (none: an unknown type). The grant is read from the type inside each statement, so
 * the three go to D1 in one round trip; its role and kind are constants to the planner, which walks
 * `user_roles_grant_idx`.
 */
export function byTypeStatements(db: Db, typeId: string, page: number, perPage: number) {
  const type = db.select({ id: userTypes.id }).from(userTypes).where(eq(userTypes.id, typeId)).limit(1);
  const role = sql`(select ${userTypes.grantsRole} from ${userTypes} where ${userTypes.id} = ${typeId})`;
  const kind = sql`(select coalesce(${userTypes.creatorKind}, '') from ${userTypes} where ${userTypes.id} = ${typeId})`;
  const holds = and(sql`${userRoles.role} = ${role}`, sql`${userRoles.kind} = ${kind}`);
  const { limit, offset } = pageWindow(page, perPage);
  const rows = db
    .select(rowColumns)
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(holds)
    .orderBy(desc(userRoles.grantedAt), desc(userRoles.userId))
    .limit(limit)
    .offset(offset);
  const capped = db.select({ one: sql`1` }).from(userRoles).where(holds).limit(MAX_PAGED_ROWS).as("capped");
  const total = db.select({ n: sql<number>`count(*)` }).from(capped);
  return { type, rows, total };
}

/** `by-type/{id}`: a page of the accounts holding what user type `typeId` grants (404 for an unknown type). */
export async function listUsersByType(
  db: Db,
  typeId: string,
  page: number,
  perPage: number,
): Promise<Page<AdminUserRow>> {
  const { type, rows, total } = byTypeStatements(db, typeId, page, perPage);
  const [found, pageRows, [counted]] = await db.batch([type, rows, total]);
  if (found.length === 0) throw notFound("User type");
  return toPage(pageRows.map(listedRow), { page, perPage, total: counted?.n ?? 0 });
}
