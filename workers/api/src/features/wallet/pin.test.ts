import { describe, expect, it } from "vitest";
import { AppError } from "../../kit/errors";
import { testDb } from "../../test-support/catalogue-fixtures";
import { call, latestCode, registerVerifiedUser } from "../../test-support/client";
import { PIN_LOCK_MS, PIN_MESSAGES } from "./pin.rules";
import { checkPin, pinState } from "./pin.service";

const db = testDb();

async function withPin(pin = "2580") {
  const account = await registerVerifiedUser();
  const res = await call("/user/wallet/set-pin", { token: account.token, body: { pin } });
  expect(res.status).toBe(200);
  return account;
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected the PIN to be refused");
}

describe("/user/wallet/set-pin", () => {
  it("sets a first PIN with nothing more, and refuses trivial or malformed ones on `pin`", async () => {
    const { token, user } = await registerVerifiedUser();
    for (const pin of ["0000", "1234", "4321", "123456", "7777"]) {
      const res = await call("/user/wallet/set-pin", { token, body: { pin } });
      expect(res.status, pin).toBe(422);
      expect(res.json.message.pin).toEqual([PIN_MESSAGES.trivial]);
    }
    const short = await call("/user/wallet/set-pin", { token, body: { pin: "12" } });
    expect(short.status).toBe(422);
    expect(short.json.message.pin).toEqual(["Enter a PIN of 4 to 6 digits."]);
    expect((await pinState(db, user.id)).has_pin).toBe(false);

    const res = await call("/user/wallet/set-pin", { token, body: { pin: "2580" } });
    expect(res.status).toBe(200);
    expect(res.json.msg).toBe("Wallet PIN set successfully");
    expect(res.json.data).toEqual({ has_pin: true, pin_locked_until: null, pin_code_required: false });
  });

  it("changes the PIN only with the current PIN or an e-mailed code", async () => {
    const { token, user, email } = await withPin("2580");
    const bare = await call("/user/wallet/set-pin", { token, body: { pin: "1357" } });
    expect(bare.status).toBe(422);
    expect(bare.json.message.current_pin).toEqual([PIN_MESSAGES.proof]);

    const wrong = await call("/user/wallet/set-pin", { token, body: { pin: "1357", current_pin: "9999" } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.message.current_pin).toEqual(["Wrong PIN. 4 tries left."]);

    const right = await call("/user/wallet/set-pin", { token, body: { pin: "1357", current_pin: "2580" } });
    expect(right.status).toBe(200);
    expect(right.json.msg).toBe("Wallet PIN set successfully");
    await checkPin(db, user.id, "1357");

    const sent = await call("/user/wallet/pin-code", { token, method: "POST" });
    expect(sent.status).toBe(200);
    const badCode = await call("/user/wallet/set-pin", { token, body: { pin: "8642", code: "000000" } });
    expect(badCode.status).toBe(422);
    expect(badCode.json.message.code).toHaveLength(1);
    const code = await latestCode(email);
    const byCode = await call("/user/wallet/set-pin", { token, body: { pin: "8642", code } });
    expect(byCode.status).toBe(200);
    await checkPin(db, user.id, "8642");
    expect((await failure(checkPin(db, user.id, "1357"))).fields?.pin).toHaveLength(1);
  });
});

describe("/user/wallet/verify-pin and checkPin", () => {
  it("locks withdrawals for 15 minutes after 5 wrong tries, even for the right PIN", async () => {
    const { token, user } = await withPin("2580");
    for (const left of [4, 3, 2, 1]) {
      const res = await call("/user/wallet/verify-pin", { token, body: { pin: "1111" } });
      expect(res.status).toBe(422);
      expect(res.json.message.pin).toEqual([PIN_MESSAGES.wrong(left)]);
    }
    const fifth = await call("/user/wallet/verify-pin", { token, body: { pin: "1111" } });
    expect(fifth.status).toBe(429);
    expect(fifth.json.code).toBe("PIN_LOCKED");
    const rightButLocked = await call("/user/wallet/verify-pin", { token, body: { pin: "2580" } });
    expect(rightButLocked.status).toBe(429);
    expect(rightButLocked.json.code).toBe("PIN_LOCKED");
    const retryAfter = Number(rightButLocked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await pinState(db, user.id)).pin_locked_until).not.toBeNull();

    // After the lock the right PIN passes and resets the count.
    const later = new Date(Date.now() + PIN_LOCK_MS + 1_000);
    await checkPin(db, user.id, "2580", later);
    expect((await failure(checkPin(db, user.id, "1111", later))).fields?.pin).toEqual([
      PIN_MESSAGES.wrong(4),
    ]);
  });

  it("a right PIN resets the count of wrong tries", async () => {
    const { token } = await withPin("2580");
    await call("/user/wallet/verify-pin", { token, body: { pin: "1111" } });
    await call("/user/wallet/verify-pin", { token, body: { pin: "1111" } });
    const ok = await call("/user/wallet/verify-pin", { token, body: { pin: "2580" } });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toEqual({ has_pin: true, pin_locked_until: null, pin_code_required: false });
    const wrong = await call("/user/wallet/verify-pin", { token, body: { pin: "1111" } });
    expect(wrong.json.message.pin).toEqual([PIN_MESSAGES.wrong(4)]);
  });

  it("counts parallel wrong tries atomically: never more than 5 comparisons", async () => {
    const { user } = await withPin("2580");
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => checkPin(db, user.id, "1111")));
    const codes = results.map((r) => (r.status === "rejected" ? (r.reason as AppError).code : "OK"));
    expect(codes.filter((c) => c === "VALIDATION")).toHaveLength(4);
    expect(codes.filter((c) => c === "PIN_LOCKED")).toHaveLength(8);
    // Locked: the right PIN is refused too.
    expect((await failure(checkPin(db, user.id, "2580"))).code).toBe("PIN_LOCKED");
  });

  it("asks for a PIN first when none is set", async () => {
    const { token, user } = await registerVerifiedUser();
    expect((await failure(checkPin(db, user.id, "2580"))).fields).toEqual({ pin: [PIN_MESSAGES.notSet] });
    const res = await call("/user/wallet/verify-pin", { token, body: { pin: "2580" } });
    expect(res.status).toBe(422);
    expect(res.json.message.pin).toEqual(["Set a wallet PIN first."]);
  });
});
