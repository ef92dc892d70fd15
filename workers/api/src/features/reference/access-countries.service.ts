import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { pageWindow } from "../../kit/pagination";
import { accessCountries } from "./schema";

/** Active access countries by name (`access_countries_status_name_idx`), one page and the total. */
export async function listAccessCountries(db: Db, page: number, perPage: number) {
  const { limit, offset } = pageWindow(page, perPage);
  const active = eq(accessCountries.status, 1);
  const [rows, totals] = await db.batch([
    db
      .select({ code: accessCountries.code, name: accessCountries.name, currency: accessCountries.currency })
      .from(accessCountries)
      .where(active)
      .orderBy(asc(accessCountries.name), asc(accessCountries.code))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(accessCountries).where(active),
  ]);
  return { items: rows, total: totals[0]?.total ?? 0 };
}
