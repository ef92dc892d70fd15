import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, registerUser } from "../../test-support/client";
import { createAdvert } from "../../test-support/collection-fixtures";

const counts = (id: string) =>
  env.DB.prepare("select view_count, click_count from adverts where id = ?")
    .bind(id)
    .first<{ view_count: number; click_count: number }>();

describe("adverts", () => {
  it("lists only active adverts (status and date window), newest first", async () => {
    const { token } = await registerUser();
    const hour = 3_600_000;
    const older = await createAdvert({ createdAt: new Date(Date.now() - 2 * hour) });
    const newer = await createAdvert({
      startsAt: new Date(Date.now() - hour),
      endsAt: new Date(Date.now() + hour),
    });
    const off = await createAdvert({ status: 0 });
    const future = await createAdvert({ startsAt: new Date(Date.now() + hour) });
    const ended = await createAdvert({ endsAt: new Date(Date.now() - hour) });

    const res = await call("/user/global/adverts", { token });
    expect(res.status).toBe(200);
    const ids = res.json.data.data.map((a: { id: string }) => a.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    for (const hidden of [off, future, ended]) expect(ids).not.toContain(hidden.id);
    expect(res.json.data.data[ids.indexOf(newer.id)]).toEqual({
      id: newer.id,
      title: newer.title,
      body: "Listen now.",
      image: "/api/v1/media/images/adverts/banner.svg",
      target_url: "/music/trending",
    });
    const paged = await call("/user/global/adverts?per_page=1&page=2", { token });
    expect(paged.json.data).toMatchObject({ per_page: 1, current_page: 2, from: 2, to: 2 });
    expect((await call("/user/global/adverts?page=0", { token })).status).toBe(422);
    expect((await call("/user/global/adverts")).status).toBe(401);
  });

  it("counts a view and a click once per listener per day", async () => {
    const a = await registerUser();
    const b = await registerUser();
    const advert = await createAdvert();
    const view = (token: string) => call(`/user/global/adverts/view/${advert.id}`, { method: "POST", token });

    expect((await view(a.token)).json.data).toEqual({ recorded: true });
    expect((await view(a.token)).json.data).toEqual({ recorded: false });
    expect((await view(b.token)).json.data).toEqual({ recorded: true });
    expect(await counts(advert.id)).toEqual({ view_count: 2, click_count: 0 });

    const click = await call(`/user/global/adverts/click/${advert.id}`, {
      method: "POST",
      token: a.token,
      body: {},
    });
    expect(click.json.data).toEqual({ recorded: true });
    await call(`/user/global/adverts/click/${advert.id}`, { method: "POST", token: a.token });
    expect(await counts(advert.id)).toEqual({ view_count: 2, click_count: 1 });

    // The next UTC day is a new window: yesterday's row does not block today's view.
    await env.DB.prepare("update advert_events set day = day - 1 where advert_id = ? and user_id = ?")
      .bind(advert.id, a.user.id)
      .run();
    expect((await view(a.token)).json.data).toEqual({ recorded: true });
    expect((await counts(advert.id))?.view_count).toBe(3);
  });

  it("refuses inactive or unknown adverts with 404 and needs a session", async () => {
    const { token } = await registerUser();
    const off = await createAdvert({ status: 0 });
    expect((await call(`/user/global/adverts/view/${off.id}`, { method: "POST", token })).status).toBe(404);
    expect((await call("/user/global/adverts/click/ad_missing", { method: "POST", token })).status).toBe(404);
    expect((await call(`/user/global/adverts/view/${off.id}`, { method: "POST" })).status).toBe(401);
    expect((await counts(off.id))?.view_count).toBe(0);
  });
});
