import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bookingMoves } from "./machine";

/*
 * Studio bookings' money on real D1 (issue #36): the machine the migration enforces.
 */

describe("studio booking money", () => {
  it("the migration holds the booking machine's trigger, and seeds the studio escrow", async () => {
    const row = await env.DB.prepare("select sql from sqlite_master where type = 'trigger' and name = ?")
      .bind(bookingMoves.trigger)
      .first<{ sql: string }>();
    const squash = (text: string) => text.replace(/\s+/g, " ").replace(/;\s*$/, "").trim();
    expect(squash(`${row?.sql};`)).toBe(squash(bookingMoves.triggerSql()));
    const escrow = await env.DB.prepare(
      "select kind from ledger_accounts where id = 'lac_escrow_studio'",
    ).first();
    expect(escrow).toEqual({ kind: "escrow" });
  });
});
