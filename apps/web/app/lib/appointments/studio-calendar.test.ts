import { describe, expect, it } from "vitest";
import { pendingRequests, studioAgenda, toComplete } from "./studio-calendar";
import { CONFIRMED, ENDED, PENDING } from "./studio-test-fixtures";

describe("the studio's agenda", () => {
  it("lays the confirmed sessions on the studio's days from today, later ones after the week", () => {
    const later = {
      ...CONFIRMED,
      id: "bkg_later",
      starts_at: "2026-12-20T07:00:00.000Z",
      ends_at: "2026-12-20T09:00:00.000Z",
    };
    const mine = { ...CONFIRMED, id: "bkg_mine", role: "client" as const };
    const agenda = studioAgenda([later, PENDING, CONFIRMED, mine], "Africa/Kampala", "2026-11-29");
    expect(agenda.week.map((d) => d.date)).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
    ]);
    // Thursday 3 December: the confirmed session; the pending request and my own booking are not here.
    expect(agenda.week[4]?.sessions.map((b) => b.id)).toEqual(["bkg_confirmed"]);
    expect(agenda.week.flatMap((d) => d.sessions)).toHaveLength(1);
    expect(agenda.later.map((b) => b.id)).toEqual(["bkg_later"]);
  });

  it("puts a session under way since yesterday on today's column", () => {
    const running = {
      ...CONFIRMED,
      starts_at: "2026-11-28T20:00:00.000Z",
      ends_at: "2026-11-29T02:00:00.000Z",
    };
    // 23:00 on the 28th in Kampala, ending 05:00 on the 29th.
    const agenda = studioAgenda([running], "Africa/Kampala", "2026-11-29");
    expect(agenda.week[0]?.sessions).toHaveLength(1);
    expect(agenda.later).toHaveLength(0);
  });

  it("orders the requests by session and keeps the ended sessions the studio may complete", () => {
    const sooner = { ...PENDING, id: "bkg_sooner", starts_at: "2026-11-30T07:00:00.000Z" };
    expect(pendingRequests([PENDING, CONFIRMED, sooner]).map((b) => b.id)).toEqual([
      "bkg_sooner",
      "bkg_pending",
    ]);
    expect(toComplete([CONFIRMED, ENDED]).map((b) => b.id)).toEqual(["bkg_ended"]);
  });
});
