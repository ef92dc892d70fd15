import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "../../test-support/client";
import {
  adminAccount,
  applyFor,
  balanceOf,
  makeType,
  one,
  payFromWallet,
} from "../../test-support/upgrade-fixtures";
import { details, fundWallet, walletUser } from "../../test-support/wallet-fixtures";
import { ESCROW_ACCOUNT } from "./money";

const FEE = 500;
const post = (path: string, token: string, body?: unknown) =>
  call(path, { method: "POST", token, ...(body === undefined ? {} : { body }) });

/** The ledger's books: every transaction sums to 0, and escrow holds exactly the paid, undecided fees. */
async function expectBooksBalanced() {
  const unbalanced = await env.DB.prepare(
    "select transaction_id, sum(amount) as s from ledger_postings group by transaction_id having s <> 0",
  ).all();
  expect(unbalanced.results).toEqual([]);
  const held = await one<{ s: number }>(
    "select coalesce(sum(fee_cents), 0) as s from user_applications where status = 'pending' and operation_id is not null",
  );
  expect(await balanceOf(ESCROW_ACCOUNT)).toBe(held?.s ?? 0);
}

/** A funded applicant with a $5 promoter application paid from the wallet. */
async function paidApplication(adminToken: string) {
  const type = await makeType(adminToken, { fee: FEE, evidence: true });
  const applicant = await walletUser();
  await fundWallet(applicant.token, 2_000);
  const applied = await applyFor(applicant.token, type);
  expect(applied.status).toBe(201);
  expect(applied.json).toMatchObject({
    msg: "Pay the fee to send your application.",
    data: { status: "awaiting_payment", fee_cents: FEE, submitted_at: null },
  });
  const id = applied.json.data.id as string;
  expect(applied.json.payment).toEqual({
    request_type: "account_upgrade",
    data: { application_id: id },
    amount_cents: FEE,
  });
  const paid = await payFromWallet(applicant.token, id, FEE);
  expect(paid.status, JSON.stringify(paid.json)).toBe(200);
  expect(paid.json.data).toMatchObject({
    amount: FEE,
    fee: 0,
    description: `Account upgrade: ${type.title}`,
  });
  return { type, applicant, id };
}

describe("upgrades: the held fee", () => {
  it("holds a wallet-paid fee in escrow, then approval posts it to fees once", async () => {
    const admin = await adminAccount();
    const escrow = await balanceOf(ESCROW_ACCOUNT);
    const { applicant, id } = await paidApplication(admin.token);
    expect(await details(applicant.token)).toMatchObject({ balance: 1_500 });
    expect(await balanceOf(ESCROW_ACCOUNT)).toBe(escrow + FEE);
    const [mine] = (await call("/user/upgrade/applications", { token: applicant.token })).json.data;
    expect(mine.status).toBe("pending");
    expect(mine.submitted_at).not.toBeNull();
    await expectBooksBalanced();

    // A second payment of the same application is refused and moves nothing.
    expect((await payFromWallet(applicant.token, id, FEE)).status).toBe(422);
    expect(await details(applicant.token)).toMatchObject({ balance: 1_500 });

    const fees = await balanceOf("lac_fees");
    const approved = await post(`/admin/user-applications/process/${id}`, admin.token, {
      decision: "approve",
      reason: "Great show",
    });
    expect(approved.json).toMatchObject({ msg: "Application approved", data: { status: "approved" } });
    expect(await balanceOf("lac_fees")).toBe(fees + FEE);
    expect(await balanceOf(ESCROW_ACCOUNT)).toBe(escrow);

    const again = await post(`/admin/user-applications/process/${id}`, admin.token, {
      decision: "reject",
      reason: "Second thoughts",
    });
    expect(again.status).toBe(409);
    expect(await balanceOf("lac_fees")).toBe(fees + FEE);
    expect(await details(applicant.token)).toMatchObject({ balance: 1_500 });
    await expectBooksBalanced();
  });

  it("returns the fee to the wallet on rejection, once", async () => {
    const admin = await adminAccount();
    const { applicant, id } = await paidApplication(admin.token);
    const fees = await balanceOf("lac_fees");
    const rejected = await post(`/admin/user-applications/process/${id}`, admin.token, {
      decision: "reject",
      reason: "Please add links to your shows.",
    });
    expect(rejected.json).toMatchObject({ msg: "Application rejected", data: { status: "rejected" } });
    expect(await details(applicant.token)).toMatchObject({ balance: 2_000 });
    expect(await balanceOf("lac_fees")).toBe(fees);
    // The history says why the balance went back up.
    const history = await call("/user/wallet/transactions?tx_type=refund", { token: applicant.token });
    expect(history.json.data.data).toMatchObject([
      {
        type: "refund",
        status: "completed",
        signed_amount: FEE,
        balance_after: 2_000,
        description: "Account upgrade fee refunded",
      },
    ]);
    expect(
      (await post(`/admin/user-applications/process/${id}`, admin.token, { decision: "approve" })).status,
    ).toBe(409);
    expect(await details(applicant.token)).toMatchObject({ balance: 2_000 });
    expect(await one("select count(*) as n from user_roles where user_id = ?", applicant.user.id)).toEqual({
      n: 0,
    });
    const notice = await one<{ msg: string }>(
      "select msg from notifications where user_id = ? and type = 'AccountUpgrade'",
      applicant.user.id,
    );
    expect(notice?.msg).toContain("Please add links to your shows.");
    await expectBooksBalanced();
  });

  it("returns a paid fee when the applicant cancels, and charges nothing for an unpaid one", async () => {
    const admin = await adminAccount();
    const { type, applicant, id } = await paidApplication(admin.token);
    const cancelled = await post(`/user/upgrade/cancel/${id}`, applicant.token);
    expect(cancelled.json.data.status).toBe("cancelled");
    expect(await details(applicant.token)).toMatchObject({ balance: 2_000 });

    // An unpaid application is replaced by a new apply; only the new one can be paid.
    const first = (await applyFor(applicant.token, type)).json.data.id as string;
    const second = (await applyFor(applicant.token, type)).json.data.id as string;
    expect(await one("select status from user_applications where id = ?", first)).toEqual({
      status: "cancelled",
    });
    expect((await payFromWallet(applicant.token, first, FEE)).status).toBe(422);
    expect((await payFromWallet(applicant.token, second, FEE)).status).toBe(200);
    expect(await details(applicant.token)).toMatchObject({ balance: 1_500 });
    await expectBooksBalanced();
  });

  it("refuses paying someone else's application or a wrong amount", async () => {
    const admin = await adminAccount();
    const type = await makeType(admin.token, { fee: FEE });
    const owner = await walletUser();
    const id = (await applyFor(owner.token, type)).json.data.id as string;
    const stranger = await walletUser();
    await fundWallet(stranger.token, 1_000);
    expect((await payFromWallet(stranger.token, id, FEE)).status).toBe(404);
    await fundWallet(owner.token, 1_000);
    expect((await payFromWallet(owner.token, id, 1)).status).toBe(422);
    expect(await details(owner.token)).toMatchObject({ balance: 1_000 });
  });

  it("lets exactly one of two racing decisions through, moving the fee once", async () => {
    const admin = await adminAccount();
    const { applicant, id } = await paidApplication(admin.token);
    const fees = await balanceOf("lac_fees");
    const results = await Promise.all([
      post(`/admin/user-applications/process/${id}`, admin.token, { decision: "approve" }),
      post(`/admin/user-applications/process/${id}`, admin.token, {
        decision: "reject",
        reason: "Racing reject",
      }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)?.json.data.status;
    const balance = (await details(applicant.token)).balance;
    if (winner === "approved") {
      expect(await balanceOf("lac_fees")).toBe(fees + FEE);
      expect(balance).toBe(1_500);
    } else {
      expect(await balanceOf("lac_fees")).toBe(fees);
      expect(balance).toBe(2_000);
    }
    expect(await one("select count(*) as n from audit_log where entity_id = ?", id)).toEqual({ n: 1 });
    await expectBooksBalanced();
  });

  it("writes the audit row in the decision's batch, and none when the decision fails", async () => {
    const admin = await adminAccount();
    const { id } = await paidApplication(admin.token);
    const audits = () =>
      one<{ n: number }>(
        "select count(*) as n from audit_log where entity = 'user_application' and entity_id = ?",
        id,
      );
    // Make the batch fail after its status update: a test trigger refuses the posting to the fees account.
    await env.DB.prepare(
      "create trigger test_refuse_fees before insert on ledger_postings when new.account_id = 'lac_fees' begin select raise(abort, 'test: fees refused'); end",
    ).run();
    try {
      const failed = await post(`/admin/user-applications/process/${id}`, admin.token, {
        decision: "approve",
      });
      expect(failed.status).toBe(500);
      expect(await audits()).toEqual({ n: 0 });
      expect(await one("select status from user_applications where id = ?", id)).toEqual({
        status: "pending",
      });
    } finally {
      await env.DB.prepare("drop trigger test_refuse_fees").run();
    }
    const ok = await post(`/admin/user-applications/process/${id}`, admin.token, { decision: "approve" });
    expect(ok.status).toBe(200);
    const row = await one<{ action: string; changes: string; ip: string | null }>(
      "select action, changes, ip from audit_log where entity = 'user_application' and entity_id = ?",
      id,
    );
    expect(row?.action).toBe("approve");
    expect(JSON.parse(row?.changes ?? "{}")).toMatchObject({
      status: ["pending", "approved"],
      granted: [null, "promoter"],
      fee_to: [null, "fees"],
    });
    expect(row?.ip).toBeTruthy();
    await expectBooksBalanced();
  });
});
