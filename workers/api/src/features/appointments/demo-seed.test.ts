import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { STUDIO, studioStatements } from "../../../scripts/seed/studio.mjs";
import { client, move, studioEscrow } from "../../test-support/appointment-fixtures";
import { producer } from "../../test-support/beat-fixtures";
import { call } from "../../test-support/client";
import { expectLedgerInvariants } from "../../test-support/ledger-fixtures";
import { details } from "../../test-support/wallet-fixtures";

/*
 * The demo studio's seed on real migrations: what `npm run dev` shows the producer and the booking
 * promoter, written as rows, must be what the API's own moves can carry on from — a refund and a release
 * of the seeded deposits come out exact.
 */

describe("demo studio seed", () => {
  it("opens the Kampala studio with one confirmed and one pending booking, deposits in escrow, re-runs harmlessly", async () => {
    const owner = await producer("Seed Producer");
    const booker = await client(50_000, "Seed Promoter");
    // The card clearing account the demo wallets' top-ups come through (seed/wallet.mjs makes it).
    await env.DB.prepare(
      "insert or ignore into ledger_accounts (id, kind, user_id, provider, balance, held, created_at) values ('lac_provider_card', 'provider', null, 'card', 0, 0, ?)",
    )
      .bind(Date.now())
      .run();
    const escrowBefore = await studioEscrow();
    const balanceBefore = (await details(booker.token)).balance;
    const { statements, bookings, held } = studioStatements(
      {
        producer: { id: owner.user.id, name: "Seed Producer" },
        client: { id: booker.user.id, name: "Seed Promoter" },
      },
      Date.now(),
    );
    for (let run = 0; run < 2; run++) for (const s of statements) await env.DB.prepare(s).run();
    expect(await studioEscrow()).toBe(escrowBefore + held);
    // A $100 card top-up, then the two deposits with their fees.
    expect((await details(booker.token)).balance).toBe(balanceBefore + 10_000 - held);
    await expectLedgerInvariants();

    const mine = await call("/creator/studio", { token: owner.token });
    expect(mine.json.data).toMatchObject({ name: STUDIO.name, time_zone: "Africa/Kampala" });
    const asClient = await call("/creator/appointments", { token: booker.token });
    expect(asClient.json.data.total).toBe(2);
    const asStudio = await call("/creator/appointments?role=studio", { token: owner.token });
    const [confirmedId, pendingId] = bookings as [string, string];
    const byId = new Map(
      asStudio.json.data.data.map((b: { id: string; status: string }) => [b.id, b.status]),
    );
    expect(byId).toEqual(
      new Map([
        [confirmedId, "confirmed"],
        [pendingId, "pending"],
      ]),
    );
    // The seeded cells keep the slots clear of both sessions and their buffer.
    const day = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);
    const slots = await call(
      `/creator/studio/slots/${STUDIO.id}?from=${day(Date.now())}&to=${day(Date.now() + 13 * 86_400_000)}&hours=2`,
      { token: booker.token },
    );
    expect(slots.json.data.slots.length).toBeGreaterThan(0);
    const buffer = STUDIO.bufferMinutes * 60_000;
    for (const b of asStudio.json.data.data as { starts_at: string; ends_at: string }[]) {
      const [from, to] = [Date.parse(b.starts_at) - buffer, Date.parse(b.ends_at) + buffer];
      const clashes = (slots.json.data.slots as { start: string; end: string }[]).filter(
        (x) => Date.parse(x.start) < to && Date.parse(x.end) > from,
      );
      expect(clashes).toEqual([]);
    }
    // …and so do their cells, which are what refuses a colliding batch: the hours and the buffer after.
    const cells = await env.DB.prepare(
      "select b.hours, count(*) as n from studio_booking_cells c join studio_bookings b on b.id = c.booking_id where b.studio_id = ? group by b.id",
    )
      .bind(STUDIO.id)
      .all<{ hours: number; n: number }>();
    expect(cells.results.map((r) => r.n)).toEqual(cells.results.map((r) => r.hours * 4 + 1));
    expect(cells.results).toHaveLength(2);
    const confirmed = await call(`/creator/appointments/${confirmedId}`, { token: booker.token });
    expect(confirmed.json.data).toMatchObject({
      studio: { address: STUDIO.address },
      cancel: { outcome: "refund", refund: 2_550 },
    });
    const ics = await call(`/creator/appointments/ics/${confirmedId}`, { token: booker.token });
    expect(ics.status).toBe(200);

    // The API carries the seeded money on: the pending deposit declined back to the client in full,
    // the confirmed one cancelled by the client ≥ 24 h ahead, refunded in full.
    const wallet = async () => (await details(booker.token)).balance;
    const before = await wallet();
    expect((await move("decline", owner.token, pendingId)).status).toBe(200);
    expect((await move("cancel", booker.token, confirmedId)).status).toBe(200);
    expect((await wallet()) - before).toBe(held);
    expect(await studioEscrow()).toBe(escrowBefore);
    await expectLedgerInvariants();
  });
});
