import { currentAuth, requireVerifiedEmail } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { idParam } from "../../kit/params";
import { authIpLimit } from "../../kit/rate-limit/middleware";
import { createRouter } from "../../kit/router";
import {
  CreatePaymentMethodBody,
  MethodCodeSent,
  PAYMENT_METHOD_MESSAGES,
  PaymentMethodDeleted,
  PaymentMethodList,
  PaymentMethodView,
  PaymentTemplateList,
  UpdatePaymentMethodBody,
  VerifyMethodBody,
} from "./contract";
import { sendMethodCode, verifyMethodNumber } from "./number-check.service";
import {
  createMethod,
  deleteMethod,
  paymentMethodView,
  paymentMethodViews,
  setDefaultMethod,
  updateMethod,
} from "./service";
import { paymentTemplates } from "./templates";

const tags = ["Wallet: payment methods"];
// Changing methods is money-adjacent, so it needs a verified e-mail (docs/decisions/0009); reading one's
// own list does not, so an unverified account's Payment modal shows its empty state rather than a 403.

/** `/user/wallet/payment-templates` and `/user/wallet/payment-methods/*` (spec §3, §7). */
export const paymentMethodRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: "/payment-templates",
      tags,
      summary: "Which fields each payment method type needs (drives the add-method form)",
      security: bearer,
      responses: { 200: jsonResponse(PaymentTemplateList, "One template per type"), ...errorResponses(401) },
    }),
    (c) => c.json({ data: paymentTemplates() }, 200),
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/payment-methods",
      tags,
      summary: "The signed-in user's payment methods, the default first",
      security: bearer,
      responses: { 200: jsonResponse(PaymentMethodList, "Payment methods"), ...errorResponses(401) },
    }),
    async (c) => c.json({ data: await paymentMethodViews(c.var.db, currentAuth(c).user.id) }, 200),
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/payment-methods/{id}",
      tags,
      summary: "One of the user's payment methods",
      security: bearer,
      request: { params: idParam },
      responses: { 200: jsonResponse(PaymentMethodView, "The payment method"), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const data = await paymentMethodView(c.var.db, currentAuth(c).user.id, c.req.valid("param").id);
      return c.json({ data }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/payment-methods/create",
      tags,
      summary: "Add a payment method (a card is tokenised; its number and CVC are never stored)",
      security: bearer,
      middleware: [requireVerifiedEmail] as const,
      request: { body: jsonBody(CreatePaymentMethodBody) },
      responses: {
        201: jsonResponse(PaymentMethodView, "The new payment method"),
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const deps = { db: c.var.db, env: c.env };
      const userId = currentAuth(c).user.id;
      const data = await createMethod(deps, userId, c.req.valid("json"));
      // Where money can leave: the owner hears of it wherever a thief cannot hide it (0506).
      if (data.can_pay_out)
        await c.var.accountEvents({ type: "payout_method_added", userId, label: data.label });
      return c.json({ data, msg: PAYMENT_METHOD_MESSAGES.added }, 201);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/payment-methods/update/{id}",
      tags,
      summary: "Rename a payment method, make it the default or change an editable field",
      security: bearer,
      middleware: [requireVerifiedEmail] as const,
      request: { params: idParam, body: jsonBody(UpdatePaymentMethodBody) },
      responses: {
        200: jsonResponse(PaymentMethodView, "The payment method"),
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const data = await updateMethod(c.var.db, currentAuth(c).user.id, id, c.req.valid("json"));
      return c.json({ data, msg: PAYMENT_METHOD_MESSAGES.updated }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/payment-methods/delete/{id}",
      tags,
      summary: "Delete a payment method (the newest other one becomes the default if it was)",
      security: bearer,
      middleware: [requireVerifiedEmail] as const,
      request: { params: idParam },
      responses: {
        200: jsonResponse(PaymentMethodDeleted, "The deleted method's id"),
        ...errorResponses(401, 403, 404),
      },
    }),
    async (c) => {
      const data = await deleteMethod(c.var.db, currentAuth(c).user.id, c.req.valid("param").id);
      return c.json({ data, msg: PAYMENT_METHOD_MESSAGES.deleted }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/payment-methods/set-default/{id}",
      tags,
      summary: "Make a payment method the default",
      security: bearer,
      middleware: [requireVerifiedEmail] as const,
      request: { params: idParam },
      responses: {
        200: jsonResponse(PaymentMethodView, "The new default method"),
        ...errorResponses(401, 403, 404),
      },
    }),
    async (c) => {
      const data = await setDefaultMethod(c.var.db, currentAuth(c).user.id, c.req.valid("param").id);
      return c.json({ data, msg: PAYMENT_METHOD_MESSAGES.defaultSet }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/payment-methods/send-code/{id}",
      tags,
      summary: "Text a mobile money method's number the code that proves it (needed before its first charge)",
      security: bearer,
      middleware: [requireVerifiedEmail, authIpLimit] as const,
      request: { params: idParam },
      responses: {
        200: jsonResponse(MethodCodeSent, "Code sent"),
        ...errorResponses(401, 403, 404, 409, 429),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const data = await sendMethodCode(c.env, c.var.db, currentAuth(c).user.id, id);
      return c.json({ data, msg: PAYMENT_METHOD_MESSAGES.codeSent }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/payment-methods/verify/{id}",
      tags,
      summary: "Prove a mobile money method's number with the code texted to it",
      security: bearer,
      middleware: [requireVerifiedEmail, authIpLimit] as const,
      request: { params: idParam, body: jsonBody(VerifyMethodBody) },
      responses: {
        200: jsonResponse(PaymentMethodView, "The verified method"),
        ...errorResponses(401, 403, 404, 409, 422, 429),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { code } = c.req.valid("json");
      const data = await verifyMethodNumber(c.env, c.var.db, currentAuth(c).user.id, id, code);
      return c.json({ data, msg: PAYMENT_METHOD_MESSAGES.verified }, 200);
    },
  );
