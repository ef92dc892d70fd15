import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "../../kit/db";
import { call, registerUser, registerVerifiedUser } from "../../test-support/client";
import { defaultMethodView, methodForPayment, paymentMethodViews } from "./service";

const CARD = {
  type: "card",
  name: "My Visa",
  card_number: "4242 4242 4242 4242",
  exp_month: 12,
  exp_year: 2030,
  cvc: "123",
};
const MOMO = { type: "yopaymentsug", name: "My MTN", phone_number: "0772 123 456" };

async function add(token: string, body: Record<string, unknown>) {
  return call("/user/wallet/payment-methods/create", { token, body });
}

async function defaults(userId: string) {
  const row = await env.DB.prepare(
    "select count(*) as n from payment_methods where user_id = ? and is_default = 1 and deleted_at is null",
  )
    .bind(userId)
    .first<{ n: number }>();
  return row?.n;
}

describe("payment templates", () => {
  it("lists one template per type with its fields", async () => {
    const { token } = await registerUser();
    const res = await call("/user/wallet/payment-templates", { token });
    expect(res.status).toBe(200);
    expect(res.json.data.map((t: { type: string }) => t.type)).toEqual([
      "card",
      "yopaymentsug",
      "bank",
      "paypal",
    ]);
    expect(res.json.data[0].fields.map((f: { name: string }) => f.name)).toEqual([
      "card_number",
      "exp_month",
      "exp_year",
      "cvc",
    ]);
  });
});

describe("payment methods", () => {
  it("adds a card: tokenised, only brand, last 4 and expiry stored, never the number or CVC", async () => {
    const { token, user } = await registerVerifiedUser();
    const res = await add(token, CARD);
    expect(res.status).toBe(201);
    expect(res.json.msg).toBe("Payment method added successfully");
    expect(res.json.data).toMatchObject({
      type: "card",
      name: "My Visa",
      card_number: "•••• 4242",
      phone_number: null,
      is_default: true,
      label: "Visa •••• 4242 · 12/30",
      details: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030 },
      can_pay_in: true,
      can_pay_out: false,
    });
    const row = await env.DB.prepare("select * from payment_methods where id = ?")
      .bind(res.json.data.id)
      .first();
    expect(row?.user_id).toBe(user.id);
    expect(String(row?.token)).toMatch(/^tok_approve_[0-9a-f]{24}$/);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain("4242424242424242");
    expect(stored).not.toContain("4242 4242 4242 4242");
    expect(JSON.parse(String(row?.details))).toEqual({
      brand: "visa",
      last4: "4242",
      exp_month: 12,
      exp_year: 2030,
    });
    expect(stored).not.toContain('"123"');
  });

  it("adds mobile money as E.164 and lists, reads and updates it", async () => {
    const { token } = await registerVerifiedUser();
    const created = await add(token, MOMO);
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ phone_number: "+256772123456", label: "MTN +256 772 123 456" });
    const id = created.json.data.id;
    const list = await call("/user/wallet/payment-methods", { token });
    expect(list.json.data.map((m: { id: string }) => m.id)).toEqual([id]);
    expect((await call(`/user/wallet/payment-methods/${id}`, { token })).json.data.id).toBe(id);
    const updated = await call(`/user/wallet/payment-methods/update/${id}`, {
      token,
      body: { name: "Airtel line", phone_number: "+256 750 000 001" },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.msg).toBe("Payment method updated successfully");
    expect(updated.json.data).toMatchObject({ name: "Airtel line", phone_number: "+256750000001" });
    expect(updated.json.data.details.network).toBe("Airtel");
  });

  it("adds bank and PayPal methods", async () => {
    const { token } = await registerVerifiedUser();
    const bank = await add(token, {
      type: "bank",
      name: "Salary",
      bank_name: "Stanbic Bank",
      account_name: "A. Musoke",
      account_number: "9030012345678",
    });
    expect(bank.status).toBe(201);
    expect(bank.json.data.label).toBe("Stanbic Bank •••• 5678");
    const paypal = await add(token, { type: "paypal", name: "PayPal", paypal_email: "Me@Example.com" });
    expect(paypal.json.data.details).toEqual({ paypal_email: "me@example.com" });
  });

  it("refuses bad input with field-keyed 422s", async () => {
    const { token } = await registerVerifiedUser();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...CARD, card_number: "4242 4242 4242 4241" }, "card_number"],
      [{ ...CARD, exp_month: 1, exp_year: 2020 }, "exp_month"],
      [{ ...CARD, cvc: "12" }, "cvc"],
      [{ ...MOMO, phone_number: "+254712345678" }, "phone_number"],
      [{ ...MOMO, phone_number: "0392123456" }, "phone_number"],
      [{ type: "crypto", name: "Coins" }, "type"],
      [{ type: "card", name: "No fields" }, "card_number"],
      [{ type: "yopaymentsug", phone_number: "0772123456" }, "name"],
      [{ ...MOMO, card_number: "4242424242424242" }, "card_number"],
    ];
    for (const [body, field] of cases) {
      const res = await add(token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.code).toBe("VALIDATION");
      expect(Object.keys(res.json.message), JSON.stringify(body)).toContain(field);
    }
    expect((await call("/user/wallet/payment-methods", { token })).json.data).toEqual([]);
  });

  it("refuses changing a card's number or a method's type", async () => {
    const { token } = await registerVerifiedUser();
    const id = (await add(token, CARD)).json.data.id;
    const number = await call(`/user/wallet/payment-methods/update/${id}`, {
      token,
      body: { card_number: "5555555555554444" },
    });
    expect(number.status).toBe(422);
    expect(number.json.message.card_number).toEqual(["This field cannot be changed."]);
    const type = await call(`/user/wallet/payment-methods/update/${id}`, { token, body: { type: "paypal" } });
    expect(type.status).toBe(422);
    expect(type.json.message).toHaveProperty("type");
  });

  it("needs a session, and a verified e-mail to change methods", async () => {
    expect((await call("/user/wallet/payment-methods")).status).toBe(401);
    const { token } = await registerUser();
    const res = await add(token, MOMO);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("EMAIL_NOT_VERIFIED");
    expect((await call("/user/wallet/payment-methods", { token })).status).toBe(200);
  });

  it("answers 404 for another user's method and a deleted one, on every call", async () => {
    const owner = await registerVerifiedUser();
    const other = await registerVerifiedUser();
    const id = (await add(owner.token, MOMO)).json.data.id;
    const post = { method: "POST" };
    expect((await call(`/user/wallet/payment-methods/${id}`, { token: other.token })).status).toBe(404);
    expect(
      (await call(`/user/wallet/payment-methods/update/${id}`, { token: other.token, body: { name: "x" } }))
        .status,
    ).toBe(404);
    expect(
      (await call(`/user/wallet/payment-methods/set-default/${id}`, { token: other.token, ...post })).status,
    ).toBe(404);
    expect(
      (await call(`/user/wallet/payment-methods/delete/${id}`, { token: other.token, ...post })).status,
    ).toBe(404);
    const db = createDb(env.DB);
    await expect(methodForPayment(db, other.user.id, id)).rejects.toMatchObject({
      status: 404,
      code: "NOT_FOUND",
    });

    const deleted = await call(`/user/wallet/payment-methods/delete/${id}`, { token: owner.token, ...post });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ data: { id }, msg: "Payment method deleted successfully" });
    expect((await call(`/user/wallet/payment-methods/${id}`, { token: owner.token })).status).toBe(404);
    expect(
      (await call(`/user/wallet/payment-methods/delete/${id}`, { token: owner.token, ...post })).status,
    ).toBe(404);
    await expect(methodForPayment(db, owner.user.id, id)).rejects.toMatchObject({ status: 404 });
    // Soft delete: the row stays for the operations that name it.
    const row = await env.DB.prepare("select deleted_at from payment_methods where id = ?").bind(id).first();
    expect(row?.deleted_at).not.toBeNull();
  });
});

describe("the one default", () => {
  it("makes the first method the default, moves it in one batch and promotes the newest on delete", async () => {
    const { token, user } = await registerVerifiedUser();
    const post = { method: "POST", token };
    const first = (await add(token, MOMO)).json.data;
    const second = (await add(token, { ...MOMO, name: "Second", phone_number: "0701234567" })).json.data;
    const third = (await add(token, { type: "paypal", name: "Third", paypal_email: "a@example.com" })).json
      .data;
    expect([first.is_default, second.is_default, third.is_default]).toEqual([true, false, false]);

    const set = await call(`/user/wallet/payment-methods/set-default/${second.id}`, post);
    expect(set.status).toBe(200);
    expect(set.json.msg).toBe("Default payment method set successfully");
    expect(set.json.data.is_default).toBe(true);
    expect(await defaults(user.id)).toBe(1);
    const db = createDb(env.DB);
    expect((await defaultMethodView(db, user.id))?.id).toBe(second.id);
    expect((await paymentMethodViews(db, user.id))[0]?.id).toBe(second.id);

    // Deleting the default promotes the newest other live method (third), not the oldest.
    await call(`/user/wallet/payment-methods/delete/${second.id}`, post);
    expect((await defaultMethodView(db, user.id))?.id).toBe(third.id);
    expect(await defaults(user.id)).toBe(1);

    // Deleting a method that is not the default leaves the default alone.
    await call(`/user/wallet/payment-methods/delete/${first.id}`, post);
    expect((await defaultMethodView(db, user.id))?.id).toBe(third.id);
    await call(`/user/wallet/payment-methods/delete/${third.id}`, post);
    expect(await defaultMethodView(db, user.id)).toBeNull();
    expect(await defaults(user.id)).toBe(0);
  });

  it("takes is_default on create and update, and refuses turning the default off", async () => {
    const { token, user } = await registerVerifiedUser();
    const first = (await add(token, MOMO)).json.data;
    const second = (await add(token, { ...CARD, is_default: true })).json.data;
    expect(second.is_default).toBe(true);
    expect(await defaults(user.id)).toBe(1);
    const back = await call(`/user/wallet/payment-methods/update/${first.id}`, {
      token,
      body: { is_default: true },
    });
    expect(back.json.data.is_default).toBe(true);
    expect(await defaults(user.id)).toBe(1);
    const off = await call(`/user/wallet/payment-methods/update/${first.id}`, {
      token,
      body: { is_default: false },
    });
    expect(off.status).toBe(422);
    expect(off.json.message).toHaveProperty("is_default");
  });

  it("keeps one default when methods are added and defaults set at once", async () => {
    const { token, user } = await registerVerifiedUser();
    const added = await Promise.all(
      Array.from({ length: 6 }, (_, i) => add(token, { ...MOMO, name: `Line ${i}` })),
    );
    expect(added.every((r) => r.status === 201)).toBe(true);
    expect(await defaults(user.id)).toBe(1);
    const results = await Promise.all(
      added.map((r) =>
        call(`/user/wallet/payment-methods/set-default/${r.json.data.id}`, { token, method: "POST" }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await defaults(user.id)).toBe(1);
  });
});

describe("methodForPayment", () => {
  it("gives the adapter the token and details, never a card number", async () => {
    const { token, user } = await registerVerifiedUser();
    const id = (await add(token, { ...CARD, card_number: "4000 0000 0000 0002" })).json.data.id;
    const { view, forProvider } = await methodForPayment(createDb(env.DB), user.id, id);
    expect(view.id).toBe(id);
    expect(forProvider).toMatchObject({ id, type: "card", details: { last4: "0002" } });
    expect(forProvider.token).toMatch(/^tok_card_declined_/);
  });
});
