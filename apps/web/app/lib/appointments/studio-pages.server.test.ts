import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadStudioBooking, loadStudioHome, studioBookingAction } from "./studio-pages.server";
import { CONFIRMED, ENDED, PENDING, pageOf, SLOTS, STUDIO } from "./studio-test-fixtures";

afterEach(() => vi.useRealTimers());

/** An API binding answering by path; records each call's path, query and Idempotency-Key. */
function fakeApi(answer: (path: string, query: URLSearchParams) => Response) {
  const seen: { path: string; query: string; key: string | null }[] = [];
  const context = {
    env: {
      API: {
        serve: async (request: Request) => {
          const url = new URL(request.url);
          const path = url.pathname.replace("/api/v1", "");
          seen.push({
            path,
            query: url.searchParams.toString(),
            key: request.headers.get("Idempotency-Key"),
          });
          return answer(path, url.searchParams);
        },
      },
    },
  } as unknown as AppLoadContext;
  return { context, seen };
}

const HOME = "http://localhost/creator-promoter/my-beats/studio-appointments";
const get = (url: string) => new Request(url, { headers: { cookie: "__Host-ngoma_session=tok" } });
const post = (fields: Record<string, string>) =>
  new Request(`${HOME}/bkg_pending`, {
    method: "POST",
    headers: { cookie: "__Host-ngoma_session=tok", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
const ok = (data: unknown) => Response.json({ data });
const bodyOf = (answer: unknown) =>
  ((answer as { data?: unknown }).data ?? answer) as { ok: boolean; code?: string; msg?: string };

describe("the studio pages' loaders", () => {
  it("asks for nothing more than the studio when the producer has none, and opens the settings", async () => {
    const { context, seen } = fakeApi(() => ok(null));
    const data = await loadStudioHome(context, get(HOME));
    expect(seen.map((s) => s.path)).toEqual(["/creator/studio"]);
    expect(data).toMatchObject({ view: "settings", studio: null, pending: null });
  });

  it("reads the studio's side of the bookings: pending, upcoming, and the ended confirmed ones", async () => {
    const { context, seen } = fakeApi((path, query) => {
      if (path === "/creator/studio") return ok(STUDIO);
      if (path === "/creator/appointments/upcoming") return ok([CONFIRMED]);
      return ok(pageOf(query.get("status") === "pending" ? [PENDING] : [CONFIRMED, ENDED]));
    });
    const data = await loadStudioHome(context, get(HOME));
    const lists = seen
      .filter((s) => s.path === "/creator/appointments")
      .map((s) => new URLSearchParams(s.query));
    expect(lists.map((q) => [q.get("role"), q.get("status")])).toEqual([
      ["studio", "pending"],
      ["studio", "confirmed"],
    ]);
    expect(data.pending?.data.map((b) => b.id)).toEqual([PENDING.id]);
    expect(data.ended.map((b) => b.id)).toEqual([ENDED.id]);
  });

  it("previews the next 7 days of free slots from the studio's today", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 22:30 UTC on the 28th is already the 29th in Kampala.
    vi.setSystemTime(new Date("2026-11-28T22:30:00Z"));
    const { context, seen } = fakeApi((path) => ok(path === "/creator/studio" ? STUDIO : SLOTS));
    const data = await loadStudioHome(context, get(`${HOME}?view=settings`));
    expect(seen[1]).toMatchObject({
      path: `/creator/studio/slots/${STUDIO.id}`,
      query: "from=2026-11-29&to=2026-12-05",
    });
    expect(data).toMatchObject({ view: "settings", today: "2026-11-29", slots: SLOTS });
  });

  it("sends the producer's own booking as a client to the client's pages", async () => {
    const { context } = fakeApi(() => ok({ ...PENDING, role: "client" }));
    await expect(loadStudioBooking(context, get(`${HOME}/bkg_pending`), "bkg_pending")).rejects.toMatchObject(
      {
        status: 404,
      },
    );
  });
});

describe("a booking's moves", () => {
  it("accepts without a key, and moves the deposit only with the form's Idempotency-Key", async () => {
    const { context, seen } = fakeApi(() => ok(PENDING));
    await studioBookingAction(context, post({ intent: "confirm" }), "bkg_pending");
    await studioBookingAction(context, post({ intent: "decline", idempotency_key: "key-1" }), "bkg_pending");
    await studioBookingAction(context, post({ intent: "complete", idempotency_key: "key-2" }), "bkg_ended");
    expect(seen.map(({ path, key }) => [path, key])).toEqual([
      ["/creator/appointments/confirm/bkg_pending", null],
      ["/creator/appointments/decline/bkg_pending", "key-1"],
      ["/creator/appointments/complete/bkg_ended", "key-2"],
    ]);
    const refused = bodyOf(await studioBookingAction(context, post({ intent: "cancel" }), "bkg_pending"));
    expect(refused).toMatchObject({ ok: false, code: "VALIDATION" });
    expect(seen).toHaveLength(3);
  });

  it("answers a 409 with the api's sentence", async () => {
    const { context } = fakeApi(() =>
      Response.json({ code: "CONFLICT", msg: "This booking has already been answered." }, { status: 409 }),
    );
    const answer = bodyOf(
      await studioBookingAction(context, post({ intent: "decline", idempotency_key: "k" }), "bkg_pending"),
    );
    expect(answer).toMatchObject({
      ok: false,
      code: "CONFLICT",
      msg: "This booking has already been answered.",
    });
  });
});
