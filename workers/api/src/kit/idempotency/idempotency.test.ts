import { env } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../env";
import {
  accountFunds,
  systemAccount,
  transferStatements,
  walletAccount,
} from "../../features/ledger/service";
import { onError } from "../../http/on-error";
import { scheduled, UPKEEP_CRON } from "../../scheduled";
import type { Caller } from "../auth";
import { d1Batch } from "../d1-batch";
import { createDb } from "../db";
import { idempotencyCommit, idempotent } from "./middleware";
import { deleteOldKeys } from "./service";

const db = createDb(env.DB);
const HOUR = 3_600_000;

/** Requests parked inside the handler until the test lets them go, by body `gate`. */
const gates = new Map<string, { entered: () => void; release: Promise<void> }>();
function gate(name: string) {
  let release!: () => void;
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => {
    entered = resolve;
  });
  gates.set(name, { entered, release: new Promise<void>((resolve) => (release = resolve)) });
  return { inside, release };
}

/**
 * A tiny money route behind the middleware: it credits the caller's wallet from a provider's clearing
 * account in one batch that also commits the key, exactly as the wallet routes do.
 */
const app = new Hono<AppEnv>();
app.onError(onError);
app.use("*", async (c, next) => {
  c.set("db", db);
  c.set("auth", { user: { id: c.req.header("x-user") ?? "usr_idem_anon" } } as unknown as Caller);
  await next();
});
app.post("/pay", idempotent, async (c) => {
  const body = await c.req.json<{ amount: number; gate?: string; fail?: "throw" | "500" }>();
  const parked = body.gate ? gates.get(body.gate) : undefined;
  if (parked) {
    parked.entered();
    await parked.release;
  }
  if (body.fail === "throw") throw new Error("the provider fell over");
  if (body.fail === "500") return c.json({ msg: "down", code: "INTERNAL" }, 500);
  const userId = c.var.auth?.user.id ?? "";
  const wallet = await walletAccount(db, userId);
  const provider = await systemAccount(db, { kind: "provider", provider: "idem" });
  const { id, statements } = transferStatements({
    kind: "topup",
    postings: [
      { accountId: provider, amount: -body.amount },
      { accountId: wallet, amount: body.amount },
    ],
  });
  await d1Batch(db, [...statements, idempotencyCommit(c)]);
  return c.json({ data: { id, amount: body.amount }, msg: "Wallet topped up successfully" }, 201);
});

let users = 0;
const newUser = () => `usr_idem_${++users}_${crypto.randomUUID().slice(0, 6)}`;

async function pay(user: string, key: string | undefined, body: Record<string, unknown>) {
  const headers: Record<string, string> = { "content-type": "application/json", "x-user": user };
  if (key !== undefined) headers["Idempotency-Key"] = key;
  const res = await app.request("/pay", { method: "POST", headers, body: JSON.stringify(body) }, env);
  // biome-ignore lint/suspicious/noExplicitAny: tests assert on arbitrary response shapes.
  return { status: res.status, headers: res.headers, json: (await res.json()) as any };
}

const balance = async (user: string) => (await accountFunds(db, await walletAccount(db, user)))?.balance;

describe("idempotent", () => {
  it("replays the first answer for the same key and body, and moves the money once", async () => {
    const user = newUser();
    const first = await pay(user, "key-1", { amount: 500 });
    expect(first.status).toBe(201);
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    const again = await pay(user, "key-1", { amount: 500 });
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await balance(user)).toBe(500);
  });

  it("refuses the same key with a different body: 422 IDEMPOTENCY_MISMATCH", async () => {
    const user = newUser();
    expect((await pay(user, "key-m", { amount: 500 })).status).toBe(201);
    const other = await pay(user, "key-m", { amount: 900 });
    expect(other.status).toBe(422);
    expect(other.json.code).toBe("IDEMPOTENCY_MISMATCH");
    expect(await balance(user)).toBe(500);
  });

  it("requires a key of 1–255 visible ASCII characters: 422 on Idempotency-Key", async () => {
    const user = newUser();
    for (const key of [undefined, "x".repeat(256), "has space"]) {
      const res = await pay(user, key, { amount: 100 });
      expect(res.status).toBe(422);
      expect(res.json.message["Idempotency-Key"]).toHaveLength(1);
    }
    expect((await pay(user, "k".repeat(255), { amount: 100 })).status).toBe(201);
    expect(await balance(user)).toBe(100);
  });

  it("answers 409 IDEMPOTENCY_IN_PROGRESS to the same key while the first request runs", async () => {
    const user = newUser();
    const { inside, release } = gate("concurrent");
    const first = pay(user, "key-c", { amount: 700, gate: "concurrent" });
    await inside;
    const second = await pay(user, "key-c", { amount: 700, gate: "concurrent" });
    expect(second.status).toBe(409);
    expect(second.json.code).toBe("IDEMPOTENCY_IN_PROGRESS");
    expect(Number(second.headers.get("Retry-After"))).toBeGreaterThan(0);
    release();
    expect((await first).status).toBe(201);
    const third = await pay(user, "key-c", { amount: 700, gate: "concurrent" });
    expect(third.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await balance(user)).toBe(700);
  });

  it("lets a retry take over an expired lock, and the stalled first run can then never commit", async () => {
    const user = newUser();
    const { inside, release } = gate("stalled");
    const stalled = pay(user, "key-t", { amount: 300, gate: "stalled" });
    await inside;
    // The first run is stuck past its lock (a slow provider, an isolate that went away).
    await env.DB.prepare("update idempotency_keys set locked_until = ? where scope = ? and key = ?")
      .bind(Date.now() - 1, user, "key-t")
      .run();
    gates.delete("stalled");
    const retry = await pay(user, "key-t", { amount: 300, gate: "stalled" });
    expect(retry.status).toBe(201);
    release();
    const late = await stalled;
    expect(late.status).toBe(409);
    expect(late.json.code).toBe("IDEMPOTENCY_COMMITTED");
    expect(await balance(user)).toBe(300);
    const replay = await pay(user, "key-t", { amount: 300, gate: "stalled" });
    expect(replay.json).toEqual(retry.json);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
  });

  it("gives the key back when the route throws or answers 5xx, so a retry runs afresh", async () => {
    const user = newUser();
    expect((await pay(user, "key-f", { amount: 200, fail: "throw" })).status).toBe(500);
    expect((await pay(user, "key-f", { amount: 200, fail: "throw" })).status).toBe(500);
    expect((await pay(user, "key-5", { amount: 200, fail: "500" })).status).toBe(500);
    const rows = await env.DB.prepare("select count(*) as n from idempotency_keys where scope = ?")
      .bind(user)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
    expect((await pay(user, "key-f", { amount: 200 })).status).toBe(201);
    expect(await balance(user)).toBe(200);
  });

  it("keeps the keys of different users apart", async () => {
    const [a, b] = [newUser(), newUser()];
    expect((await pay(a, "shared", { amount: 100 })).status).toBe(201);
    const other = await pay(b, "shared", { amount: 250 });
    expect(other.status).toBe(201);
    expect(other.headers.get("Idempotent-Replayed")).toBeNull();
    expect([await balance(a), await balance(b)]).toEqual([100, 250]);
  });

  it("commits a key once per batch: a second commit aborts the batch that carries it", async () => {
    const user = newUser();
    await env.DB.prepare(
      "insert into idempotency_keys (scope, key, request_hash, committed, created_at) values (?, 'k', 'h', 1, ?)",
    )
      .bind(user, Date.now())
      .run();
    await expect(
      env.DB.prepare("update idempotency_keys set committed = 1 where scope = ? and key = 'k'")
        .bind(user)
        .run(),
    ).rejects.toThrow(/already committed/);
  });
});

describe("the idempotency keys' cleanup", () => {
  const insertKey = (scope: string, key: string, createdAt: number) =>
    env.DB.prepare(
      "insert into idempotency_keys (scope, key, request_hash, committed, created_at) values (?, ?, 'h', 1, ?)",
    ).bind(scope, key, createdAt);

  it("deletes keys older than 48 h in chunks and keeps everything younger than 24 h", async () => {
    const now = Date.now();
    const scope = newUser();
    const old = Array.from({ length: 1_100 }, (_, i) => insertKey(scope, `old-${i}`, now - 49 * HOUR));
    await env.DB.batch([
      ...old,
      insertKey(scope, "young", now - 23 * HOUR),
      insertKey(scope, "day-and-a-half", now - 36 * HOUR),
    ]);
    expect(await deleteOldKeys(db, now)).toBeGreaterThanOrEqual(1_100);
    const left = await env.DB.prepare("select key from idempotency_keys where scope = ? order by key")
      .bind(scope)
      .all<{ key: string }>();
    expect(left.results.map((r) => r.key)).toEqual(["day-and-a-half", "young"]);
  });

  it("runs on the upkeep cron", async () => {
    const scope = newUser();
    await insertKey(scope, "ancient", Date.now() - 72 * HOUR).run();
    await scheduled({ cron: UPKEEP_CRON }, env);
    const row = await env.DB.prepare("select 1 from idempotency_keys where scope = ?").bind(scope).first();
    expect(row).toBeNull();
  });
});
