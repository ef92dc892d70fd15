import { and, count, desc, eq, gt, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { d1Batch } from "../../kit/d1-batch";
import type { Db } from "../../kit/db";
import { notFound } from "../../kit/errors";
import { imageUrl } from "../../kit/media-urls";
import { pageWindow } from "../../kit/pagination";
import { epochDay } from "../engagement";
import type { Advert } from "./adverts.contract";
import { adverts } from "./schema";

/** Active now: status 1 and inside the optional `starts_at`/`ends_at` window. */
function activeAt(nowMs: number): SQL {
  const now = new Date(nowMs);
  return and(
    eq(adverts.status, 1),
    or(isNull(adverts.startsAt), lte(adverts.startsAt, now)),
    or(isNull(adverts.endsAt), gt(adverts.endsAt, now)),
  ) as SQL;
}

const advertView = (a: typeof adverts.$inferSelect): Advert => ({
  id: a.id,
  title: a.title,
  body: a.body,
  image: imageUrl(a.imageKey),
  target_url: a.targetUrl,
});

/** Active adverts, newest first. `adverts_status_created_idx` orders them; the date window is a residual filter. */
export async function listActiveAdverts(db: Db, nowMs: number, page: number, perPage: number) {
  const { limit, offset } = pageWindow(page, perPage);
  const where = activeAt(nowMs);
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(adverts)
      .where(where)
      .orderBy(desc(adverts.createdAt), desc(adverts.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(adverts).where(where),
  ]);
  return { items: rows.map(advertView), total: totals[0]?.total ?? 0 };
}

/**
 * Records a view or click of an active advert, at most once per listener per UTC day. The
 * `advert_events` primary key (advert, user, kind, day) is the deduplication: the insert is ignored on a
 * repeat, and the counter update in the same batch only fires when that insert changed a row
 * (`changes()` reads the previous statement of the batch's transaction). Returns whether it counted.
 */
export async function recordAdvertEvent(
  db: Db,
  input: { advertId: string; userId: string; kind: "view" | "click"; nowMs: number },
): Promise<boolean> {
  const [advert] = await db
    .select({ id: adverts.id })
    .from(adverts)
    .where(and(eq(adverts.id, input.advertId), activeAt(input.nowMs)))
    .limit(1);
  if (!advert) throw notFound("Advert");
  const day = epochDay(input.nowMs);
  const counter = sql.identifier(input.kind === "view" ? "view_count" : "click_count");
  const [inserted] = await d1Batch(db, [
    sql`insert into advert_events (advert_id, user_id, kind, day, created_at)
      values (${input.advertId}, ${input.userId}, ${input.kind}, ${day}, ${input.nowMs})
      on conflict do nothing`,
    sql`update ${adverts} set ${counter} = ${counter} + 1 where id = ${input.advertId} and changes() = 1`,
  ]);
  return (inserted?.meta.changes ?? 0) === 1;
}
