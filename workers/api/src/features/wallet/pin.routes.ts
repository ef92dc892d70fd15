import { currentAuth, requireVerifiedEmail } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { SetPinBody, VerifyPinBody, WalletPinCodeSent, WalletPinStatus } from "./contract";
import { checkPin, pinState, sendPinCode, setPin } from "./pin.service";

/** `/user/wallet` PIN calls (spec §3, §7): set or change it, check it, e-mail a code to change it. */
export const walletPinRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "post",
      path: "/set-pin",
      tags: ["Wallet"],
      summary: "Set the wallet PIN (4–6 digits); a change needs the current PIN or an e-mailed code",
      security: bearer,
      // A PIN set on an unproved address would stay with whoever squatted it (docs/decisions/0009).
      middleware: [requireVerifiedEmail] as const,
      request: { body: jsonBody(SetPinBody) },
      responses: {
        200: jsonResponse(WalletPinStatus, "PIN set"),
        ...errorResponses(401, 403, 422, 429),
      },
    }),
    async (c) => {
      const caller = currentAuth(c);
      await setPin(c.env, c.var.db, caller, c.req.valid("json"), new Date(), c.var.accountEvents);
      return c.json(
        { data: await pinState(c.var.db, caller.user.id), msg: "Wallet PIN set successfully" },
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/verify-pin",
      tags: ["Wallet"],
      summary:
        "Check the wallet PIN (5 wrong tries lock withdrawals for 15 minutes; a second lock in 24 h until an e-mailed code)",
      security: bearer,
      request: { body: jsonBody(VerifyPinBody) },
      responses: {
        200: jsonResponse(WalletPinStatus, "The PIN is right"),
        ...errorResponses(401, 403, 422, 429),
      },
    }),
    async (c) => {
      const userId = currentAuth(c).user.id;
      await checkPin(c.var.db, userId, c.req.valid("json").pin, new Date(), { events: c.var.accountEvents });
      return c.json({ data: await pinState(c.var.db, userId), msg: "PIN verified." }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/pin-code",
      tags: ["Wallet"],
      summary: "E-mail a code that changes the wallet PIN without the current one",
      security: bearer,
      responses: {
        200: jsonResponse(WalletPinCodeSent, "Code sent"),
        ...errorResponses(401, 429),
      },
    }),
    async (c) => {
      const email = await sendPinCode(c.env, c.var.db, currentAuth(c));
      return c.json({ data: { email }, msg: "We sent a code to your e-mail." }, 200);
    },
  );
