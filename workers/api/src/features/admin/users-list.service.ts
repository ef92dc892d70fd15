import { and, asc, desc, eq, exists, gte, inArray, lt, notExists, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { notFound } from "../../kit/errors";
import { MAX_PAGED_ROWS, type Page, pageWindow, toPage } from "../../kit/pagination";
import { userRoles, users } from "../accounts/schema";
import { userTypes } from "../reference/schema";
import type { AdminUserListQuery, AdminUserRow } from "./users.contract";
import { type GrantRow, prefixEnd, searchKey, storedStatus, toAdminUserRow } from "./users.rules";

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
};

const lowerName = sql`lower(${users.name})`;

/**
 * `?q=`: the e-mail or the lower-cased name starts with the query, each an index range (the unique
 * e-mail index, `users_name_lower_idx`), never a `like '%…%'` scan. A query with `@` can only be an
 * e-mail.
 */
export function searchCondition(q: string | undefined): SQL | undefined {
  const key = searchKey(q);
  if (!key) return undefined;
  const email = and(gte(users.email, key), lt(users.email, prefixEnd(key)));
  if (key.includes("@")) return email;
  return or(email, and(gte(lowerName, key), lt(lowerName, prefixEnd(key))));
}

/**
 * `?role=`: holds that role (a primary-key probe of user_roles per account); `listener` means listener
 * only, since every account is a listener.
 */
function roleCondition(db: Db, role: AdminUserListQuery["role"]): SQL | undefined {
  if (!role) return undefined;
  const granted = (extra?: SQL) =>
    db
      .select({ one: sql`1` })
      .from(userRoles)
      .where(and(eq(userRoles.userId, users.id), extra));
  if (role === "listener") return notExists(granted());
  return exists(granted(eq(userRoles.role, role)));
}

/** The statements of one page of the admin list, for the service and for pinning their plans. */
export function listStatements(db: Db, query: AdminUserListQuery) {
  const where = and(
    query.status === undefined ? undefined : eq(users.status, storedStatus(query.status)),
    query.country ? eq(users.country, query.country) : undefined,
    roleCondition(db, query.role),
    searchCondition(query.q),
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

/** The granted roles of `userIds`, by user id. */
export async function grantsOf(db: Db, userIds: string[]): Promise<Map<string, GrantRow[]>> {
  const byUser = new Map<string, GrantRow[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userRoles.userId, role: userRoles.role, kind: userRoles.kind })
    .from(userRoles)
    .where(inArray(userRoles.userId, userIds));
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ role: row.role, kind: row.kind });
    byUser.set(row.userId, list);
  }
  return byUser;
}

/** The wire rows of `rows`, in their order. */
export async function adminRows(db: Db, rows: (typeof users.$inferSelect | RowShape)[]) {
  const grants = await grantsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toAdminUserRow(row, grants.get(row.id) ?? []));
}

type RowShape = { [K in keyof typeof rowColumns]: (typeof users.$inferSelect)[K] };

/**
 * A page of accounts, filtered, searched and sorted. `total` counts at most MAX_PAGED_ROWS matches
 * (the deepest page a client can ask for), so the count of a broad filter at 1M accounts stays cheap.
 */
export async function listAdminUsers(db: Db, query: AdminUserListQuery): Promise<Page<AdminUserRow>> {
  const { rows, total } = listStatements(db, query);
  const [pageRows, [counted]] = await db.batch([rows, total]);
  return toPage(await adminRows(db, pageRows), {
    page: query.page,
    perPage: query.per_page,
    total: counted?.n ?? 0,
  });
}

/** The statements of a page of the holders of what user type `grant` grants, newest grant first. */
export function byTypeStatements(db: Db, grant: GrantRow, page: number, perPage: number) {
  const holds = and(eq(userRoles.role, grant.role), eq(userRoles.kind, grant.kind));
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
  return { rows, total };
}

/** `by-type/{id}`: a page of the accounts holding what user type `typeId` grants (404 for an unknown type). */
export async function listUsersByType(
  db: Db,
  typeId: string,
  page: number,
  perPage: number,
): Promise<Page<AdminUserRow>> {
  const [type] = await db
    .select({ role: userTypes.grantsRole, kind: userTypes.creatorKind })
    .from(userTypes)
    .where(eq(userTypes.id, typeId))
    .limit(1);
  if (!type) throw notFound("User type");
  const grant: GrantRow = { role: type.role, kind: type.role === "creator" ? (type.kind ?? "") : "" };
  const { rows, total } = byTypeStatements(db, grant, page, perPage);
  const [pageRows, [counted]] = await db.batch([rows, total]);
  return toPage(await adminRows(db, pageRows), { page, perPage, total: counted?.n ?? 0 });
}
