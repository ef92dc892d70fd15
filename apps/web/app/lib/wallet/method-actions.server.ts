// The payment-method form actions (add, edit, make default, delete, prove a mobile money number), shared by the payment-methods and
// withdraw-accounts pages. The add form's fields come from the type's template, so every posted field
// but the form's own plumbing is forwarded; the api validates them against the same template.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type {
  CreatePaymentMethodBody,
  PaymentMethod,
  PaymentTemplate,
  UpdatePaymentMethodBody,
} from "../api/contract";
import { readForm } from "../read-form.server";
import { apiGet } from "../signed-in-calls.server";
import { walletAction } from "./wallet.server";

/** Form fields that are not the method's own. */
const PLUMBING = new Set(["intent", "id", "clientData", "is_default", "type", "name"]);

function methodFields(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && !PLUMBING.has(name) && value.trim() !== "") out[name] = value.trim();
  }
  return out;
}

/** What a methods page renders: the saved methods and the add-method templates. */
export interface MethodsData {
  methods: PaymentMethod[];
  templates: PaymentTemplate[];
}

/** The saved methods and the add-method templates, in one parallel hop. */
export async function loadMethods(context: AppLoadContext, request: Request): Promise<MethodsData> {
  const [methods, templates] = await Promise.all([
    apiGet(context, request, "GET /user/wallet/payment-methods"),
    apiGet(context, request, "GET /user/wallet/payment-templates"),
  ]);
  return { methods, templates };
}

/** Spec §8 success texts (the api sends the same; these are the fallback). */
const DONE = {
  create: "Payment method added successfully",
  update: "Payment method updated successfully",
  delete: "Payment method deleted successfully",
  "set-default": "Default payment method set successfully",
  "send-code": "We sent a code to this number.",
  verify: "Mobile money number verified",
} as const;

export async function methodAction(context: AppLoadContext, request: Request) {
  const form = await readForm(request);
  const intent = String(form.get("intent")) as keyof typeof DONE;
  const id = String(form.get("id") ?? "");
  const clientData = typeof form.get("clientData") === "string" ? String(form.get("clientData")) : undefined;
  switch (intent) {
    case "create": {
      // The body's catch-all (template fields) is typed string | number, which the boolean flag is not.
      const body = {
        ...methodFields(form),
        type: String(form.get("type")) as CreatePaymentMethodBody["type"],
        name: String(form.get("name") ?? ""),
        is_default: form.get("is_default") === "on",
        ...(clientData ? { clientData } : {}),
      } satisfies Pick<CreatePaymentMethodBody, "type" | "name"> & Record<string, unknown>;
      return walletAction(
        context,
        request,
        "POST /user/wallet/payment-methods/create",
        { body: body as CreatePaymentMethodBody },
        {
          intent,
          done: DONE.create,
        },
      );
    }
    case "update": {
      const body: UpdatePaymentMethodBody = { ...methodFields(form), name: String(form.get("name") ?? "") };
      return walletAction(
        context,
        request,
        "POST /user/wallet/payment-methods/update/{id}",
        { params: { id }, body },
        {
          intent,
          done: DONE.update,
        },
      );
    }
    case "delete":
    case "set-default":
      return walletAction(
        context,
        request,
        `POST /user/wallet/payment-methods/${intent}/{id}` as const,
        { params: { id } },
        {
          intent,
          done: DONE[intent],
        },
      );
    case "send-code":
      return walletAction(
        context,
        request,
        "POST /user/wallet/payment-methods/send-code/{id}",
        { params: { id } },
        {
          intent,
          done: DONE[intent],
        },
      );
    case "verify":
      return walletAction(
        context,
        request,
        "POST /user/wallet/payment-methods/verify/{id}",
        { params: { id }, body: { code: String(form.get("code") ?? "").trim() } },
        {
          intent,
          done: DONE.verify,
        },
      );
    default:
      throw new Response("Unknown action", { status: 400 });
  }
}
