import { describe, expect, it } from "vitest";
import { AppError } from "../../../kit/errors";
import { SIGNATURE_TOLERANCE_MS, signPayload, verifySignature } from "./signature";

const secret = "whsec_test";
const body = JSON.stringify({ id: "evt_1", status: "succeeded" });
const now = Date.UTC(2026, 10, 25, 12, 0, 0);

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, code: error.code };
    throw error;
  }
  throw new Error("expected a failure");
}

describe("callback signatures", () => {
  it("accepts a valid signature within the tolerance", async () => {
    const header = await signPayload(secret, body, now);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    await expect(verifySignature(secret, header, body, now)).resolves.toBeUndefined();
    await expect(
      verifySignature(secret, header, body, now + SIGNATURE_TOLERANCE_MS),
    ).resolves.toBeUndefined();
  });

  it("refuses a stale callback and one dated in the future", async () => {
    const stale = await signPayload(secret, body, now - SIGNATURE_TOLERANCE_MS - 1000);
    expect(await failure(verifySignature(secret, stale, body, now))).toEqual({
      status: 401,
      code: "INVALID_SIGNATURE",
    });
    const future = await signPayload(secret, body, now + SIGNATURE_TOLERANCE_MS + 1000);
    expect((await failure(verifySignature(secret, future, body, now))).status).toBe(401);
  });

  it("refuses a forged signature, another secret, a changed body or a re-dated header", async () => {
    const header = await signPayload(secret, body, now);
    const forged = header.replace(/v1=./, (m) => (m.endsWith("0") ? "v1=1" : "v1=0"));
    expect((await failure(verifySignature(secret, forged, body, now))).status).toBe(401);
    expect((await failure(verifySignature("other", header, body, now))).status).toBe(401);
    expect((await failure(verifySignature(secret, header, `${body} `, now))).status).toBe(401);
    const redated = header.replace(/t=\d+/, `t=${Math.floor(now / 1000) + 1}`);
    expect((await failure(verifySignature(secret, redated, body, now))).status).toBe(401);
  });

  it("answers 400 for a missing or malformed header", async () => {
    expect(await failure(verifySignature(secret, null, body, now))).toEqual({
      status: 400,
      code: "BAD_REQUEST",
    });
    expect((await failure(verifySignature(secret, "v1=abc", body, now))).status).toBe(400);
    expect((await failure(verifySignature(secret, "t=abc,v1=abc", body, now))).status).toBe(400);
  });

  it("accepts any of several v1 values (secret rotation)", async () => {
    const header = await signPayload(secret, body, now);
    const v1 = header.split("v1=")[1];
    const t = header.split(",")[0];
    await expect(
      verifySignature(secret, `${t},v1=${"0".repeat(64)},v1=${v1}`, body, now),
    ).resolves.toBeUndefined();
  });
});
