// Development-only routes answer only in development AND only on this machine's host names, so a
// deployment misconfigured as development still gives no one else the outbox or sandbox tokens.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  bookingOfOperation,
  client,
  DAY,
  depositOf,
  gridStart,
  move,
  payBooking,
  studioOwner,
} from "../../test-support/appointment-fixtures";
import { call, registerUser } from "../../test-support/client";
import { addMethod, BANK, walletUser } from "../../test-support/wallet-fixtures";

describe("development-only routes refuse every host but localhost", () => {
  const routes = (token: string) =>
    [
      ["/dev/outbox?to=someone%40example.com", { method: "GET" }],
      ["/dev/oauth/google/id_token", { body: { email: "a@example.com", nonce: crypto.randomUUID() } }],
      ["/dev/notifications", { token, body: { count: 1 } }],
    ] as const;

  it("answers on localhost, 127.0.0.1 and [::1]", async () => {
    const { token } = await registerUser();
    for (const origin of ["http://localhost", "http://127.0.0.1:8787", "http://[::1]:8787"]) {
      for (const [path, options] of routes(token)) {
        const res = await call(path, { ...options, origin, env: { GOOGLE_JWKS: undefined } });
        expect(res.status, `${origin}${path}`).toBe(200);
      }
    }
  });

  it("is a 404 on any other host, even in development", async () => {
    const { token } = await registerUser();
    for (const origin of [
      "https://ngoma.example",
      "http://192.168.1.20:8787",
      "http://localhost.evil.example",
    ]) {
      for (const [path, options] of routes(token)) {
        const res = await call(path, { ...options, origin, env: { GOOGLE_JWKS: undefined } });
        expect(res.status, `${origin}${path}`).toBe(404);
      }
    }
  });
});

describe("dating a payment method back (development only)", () => {
  it("moves only the caller's own method, by the hours asked; others' are a 404", async () => {
    const owner = await walletUser();
    const stranger = await walletUser();
    const id = await addMethod(owner.token, BANK);
    const before = await methodCreatedAt(id);
    const aged = await call(`/dev/payment-methods/age/${id}`, { token: owner.token, body: { hours: 25 } });
    expect(aged.status).toBe(200);
    expect(await methodCreatedAt(id)).toBe(Number(before) - 25 * 3_600_000);
    const theirs = await call(`/dev/payment-methods/age/${id}`, {
      token: stranger.token,
      body: { hours: 25 },
    });
    expect(theirs.status).toBe(404);
    const bad = await call(`/dev/payment-methods/age/${id}`, { token: owner.token, body: { hours: 0 } });
    expect(bad.status).toBe(422);
  });
});

describe("moving a studio booking back in time (development only)", () => {
  it("moves a party's booking and its cells, so its end can be tried now; a stranger's is a 404", async () => {
    const { p, studio } = await studioOwner();
    const c = await client(100_000);
    const start = gridStart(3 * DAY);
    const paid = await payBooking(
      c.token,
      { studio_id: studio.id, start, hours: 2 },
      depositOf(2_500, 2, 50),
    );
    const id = (await bookingOfOperation(paid.json.data.id)) as string;
    expect((await move("confirm", p.token, id)).status).toBe(200);
    expect((await move("complete", p.token, id)).status).toBe(409);

    const stranger = await walletUser();
    const theirs = await call(`/dev/appointments/age/${id}`, { token: stranger.token, body: { hours: 80 } });
    expect(theirs.status).toBe(404);
    const aged = await call(`/dev/appointments/age/${id}`, { token: p.token, body: { hours: 80 } });
    expect(aged.status).toBe(200);
    expect(Date.parse(aged.json.data.starts_at)).toBe(start - 80 * 3_600_000);
    const first = await env.DB.prepare(
      "select min(cell) as cell from studio_booking_cells where booking_id = ?",
    )
      .bind(id)
      .first<{ cell: number }>();
    expect(first?.cell).toBe(start - 80 * 3_600_000);
    expect((await move("complete", p.token, id)).status).toBe(200);
    const bad = await call(`/dev/appointments/age/${id}`, { token: c.token, body: { hours: 0 } });
    expect(bad.status).toBe(422);
  });
});

async function methodCreatedAt(id: string) {
  const { env } = await import("cloudflare:test");
  const row = await env.DB.prepare("select created_at from payment_methods where id = ?")
    .bind(id)
    .first<{ created_at: number }>();
  return row?.created_at;
}
