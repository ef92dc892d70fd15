import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applicationMoves } from "../../features/upgrades/transitions";
import { d1Batch } from "../d1-batch";
import { createDb } from "../db";
import { AppError } from "../errors";
import { defineMachine } from "./machine";

/*
 * Guarded moves on real D1: the guard statement aborts a batch whose move changed nothing, a trigger
 * generated from the moves refuses any other change, and the migrations hold the code's triggers.
 */

const orders = defineMachine<"open" | "paid" | "refunded">({
  table: "kit_machine_test",
  trigger: "kit_machine_test_status_bu",
  label: "test: order",
  moves: { open: ["paid"], paid: ["refunded"], refunded: [] },
});

async function table() {
  await env.DB.exec(
    "CREATE TABLE IF NOT EXISTS kit_machine_test (id TEXT PRIMARY KEY, status TEXT NOT NULL, note TEXT)",
  );
  await env.DB.exec("CREATE TABLE IF NOT EXISTS kit_machine_log (id TEXT NOT NULL)");
  await env.DB.prepare("DROP TRIGGER IF EXISTS kit_machine_test_status_bu").run();
  await env.DB.prepare(orders.triggerSql()).run();
  const id = `ord_${crypto.randomUUID()}`;
  await env.DB.prepare("insert into kit_machine_test (id, status) values (?, 'open')").bind(id).run();
  return id;
}

const logged = async (id: string) =>
  (
    await env.DB.prepare("select count(*) as n from kit_machine_log where id = ?")
      .bind(id)
      .first<{ n: number }>()
  )?.n;

describe("kit/transitions", () => {
  it("a move and what it pays for happen once: the second attempt aborts its whole batch", async () => {
    const id = await table();
    const db = createDb(env.DB);
    const pay = () =>
      d1Batch(db, [
        ...orders.move(id, "open", "paid", sql`, note = 'paid'`),
        sql`insert into kit_machine_log (id) values (${id})`,
      ]);
    await pay();
    const second = await pay().catch((e: unknown) => e);
    expect(orders.isMovedOn(second)).toBe(true);
    expect(orders.error(second, "Already paid.")).toMatchObject({ status: 409, message: "Already paid." });
    expect(await logged(id)).toBe(1);
  });

  it("20 racing moves: exactly one batch commits", async () => {
    const id = await table();
    const db = createDb(env.DB);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        d1Batch(db, [
          ...orders.move(id, "open", "paid"),
          sql`insert into kit_machine_log (id) values (${id})`,
        ]),
      ),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(await logged(id)).toBe(1);
  });

  it("a missing row moves nothing and aborts too", async () => {
    await table();
    const error = await d1Batch(createDb(env.DB), orders.move("ord_missing", "open", "paid")).catch((e) => e);
    expect(orders.isMovedOn(error)).toBe(true);
  });

  it("the generated trigger refuses a move the table does not allow, whoever writes it", async () => {
    const id = await table();
    await expect(
      env.DB.prepare("update kit_machine_test set status = 'refunded' where id = ?").bind(id).run(),
    ).rejects.toThrow(/test: order already moved on/);
    await env.DB.prepare("update kit_machine_test set note = 'x' where id = ?").bind(id).run();
  });

  it("refuses to build a move the machine does not have, and odd state names", () => {
    expect(() => orders.move("x", "open", "refunded")).toThrow(/no move from open to refunded/);
    expect(() =>
      defineMachine<"a'b">({ table: "t", trigger: "t_bu", label: "t", moves: { "a'b": [] } }),
    ).toThrow(/lower-case/);
  });

  it("another error passes through untouched", () => {
    const other = new AppError(422, "INSUFFICIENT_FUNDS", "No money.");
    expect(orders.error(other, "x")).toBe(other);
  });

  it("the migrations hold the triggers the code generates", async () => {
    for (const machine of [applicationMoves]) {
      const row = await env.DB.prepare("select sql from sqlite_master where type = 'trigger' and name = ?")
        .bind(machine.trigger)
        .first<{ sql: string }>();
      const squash = (text: string) => text.replace(/\s+/g, " ").replace(/;\s*$/, "").trim();
      expect(squash(`${row?.sql};`)).toBe(squash(machine.triggerSql()));
    }
  });
});
