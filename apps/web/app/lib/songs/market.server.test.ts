import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { songMarketAction } from "./market.server";

/** An API binding answering every call with `answer`; records each call's path, key and body. */
function fakeApi(answer: () => Response) {
  const seen: { path: string; key: string | null; body: unknown }[] = [];
  const context = {
    env: {
      API: {
        serve: async (request: Request) => {
          const text = await request.text();
          seen.push({
            path: new URL(request.url).pathname.replace("/api/v1", ""),
            key: request.headers.get("Idempotency-Key"),
            body: text ? JSON.parse(text) : null,
          });
          return answer();
        },
      },
    },
  } as unknown as AppLoadContext;
  return { context, seen };
}

const post = (fields: Record<string, string>) =>
  new Request("http://localhost/creator-promoter/song-market-place/wsg_01", {
    method: "POST",
    headers: { cookie: "__Host-ngoma_session=tok", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

type Body = {
  ok: boolean;
  msg?: string;
  code?: string;
  intent?: string;
  fieldErrors?: Record<string, string[]>;
};
const bodyOf = (answer: unknown): Body => (answer as { data?: Body }).data ?? (answer as Body);

const placed = () =>
  Response.json({ data: { id: "bid_01" }, msg: "Song bid placed successfully!" }, { status: 201 });

describe("the song market's action", () => {
  it("places a bid of the confirmed US cents with the form's Idempotency-Key, and answers in the api's words", async () => {
    const { context, seen } = fakeApi(placed);
    const answer = bodyOf(
      await songMarketAction(
        context,
        post({ intent: "bid", id: "wsg_01", amount: "20000", idempotency_key: "key-1" }),
      ),
    );
    expect(seen).toEqual([
      { path: "/creator/songs/marketplace/create_purchase/wsg_01", key: "key-1", body: { amount: 20000 } },
    ]);
    expect(answer).toMatchObject({ ok: true, msg: "Song bid placed successfully!", intent: "bid" });
  });

  it("changes a bid and confirms delivery with their keys, and withdraws without one", async () => {
    const { context, seen } = fakeApi(() => Response.json({ data: {}, msg: "Done" }));
    await songMarketAction(
      context,
      post({ intent: "raise", id: "bid_01", amount: "30000", idempotency_key: "key-2" }),
    );
    await songMarketAction(context, post({ intent: "withdraw", id: "bid_01" }));
    await songMarketAction(context, post({ intent: "complete", id: "bid_02", idempotency_key: "key-3" }));
    expect(seen.map(({ path, key }) => [path, key])).toEqual([
      ["/creator/songs/marketplace/update_purchase/bid_01", "key-2"],
      ["/creator/songs/marketplace/delete_purchase/bid_01", null],
      ["/creator/songs/marketplace/complete_purchase/bid_02", "key-3"],
    ]);
    expect(seen[0]?.body).toEqual({ amount: 30000 });
  });

  it("sends nothing for an amount that is not whole cents, or a money call without its key", async () => {
    const { context, seen } = fakeApi(placed);
    for (const amount of ["", "12.5", "0", "-3", "100000001", "1e5"]) {
      const answer = bodyOf(
        await songMarketAction(context, post({ intent: "bid", id: "wsg_01", amount, idempotency_key: "k" })),
      );
      expect(answer).toMatchObject({ ok: false, code: "VALIDATION", intent: "bid" });
      expect(answer.fieldErrors?.amount).toBeDefined();
    }
    const unkeyed = bodyOf(await songMarketAction(context, post({ intent: "complete", id: "bid_01" })));
    expect(unkeyed).toMatchObject({ ok: false, intent: "complete" });
    expect(seen).toEqual([]);
  });

  it("passes the wallet's insufficient balance on with its code", async () => {
    const { context } = fakeApi(() =>
      Response.json(
        { code: "INSUFFICIENT_FUNDS", msg: "Insufficient wallet balance for this payment." },
        { status: 422 },
      ),
    );
    const answer = bodyOf(
      await songMarketAction(
        context,
        post({ intent: "bid", id: "wsg_01", amount: "20000", idempotency_key: "key-1" }),
      ),
    );
    expect(answer).toMatchObject({
      ok: false,
      code: "INSUFFICIENT_FUNDS",
      msg: "Insufficient wallet balance for this payment.",
    });
  });

  it("refuses an unknown intent or a missing id", async () => {
    const { context } = fakeApi(placed);
    await expect(songMarketAction(context, post({ intent: "approve", id: "bid_01" }))).rejects.toBeInstanceOf(
      Response,
    );
    await expect(songMarketAction(context, post({ intent: "withdraw" }))).rejects.toBeInstanceOf(Response);
  });
});
