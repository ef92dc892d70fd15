// The summary page's form actions: top-up, withdraw, set or change the PIN, limits. Each form is read with
// the same zod schema the form checked itself with (lib/wallet/forms); top-up and withdraw carry the
// form's Idempotency-Key to the api.
import { type AppLoadContext, data } from "@remix-run/cloudflare";
import type { WalletOperation } from "../api/contract";
import { type ActionError, actionError } from "../api/failure";
import {
  limitsBody,
  limitsForm,
  parseForm,
  pinForm,
  setPinBody,
  topupBody,
  topupForm,
  withdrawBody,
  withdrawForm,
} from "./forms";
import { WALLET, walletAction } from "./wallet.server";

function invalid(fieldErrors: ActionError["fieldErrors"], intent: string) {
  return actionError(
    { ok: false, status: 422, code: "VALIDATION", msg: "Validation errors occurred", fieldErrors },
    intent,
  );
}

/**
 * A started top-up: a pending one toasts nothing yet (the dialog says to approve it on the phone and the
 * Wallet notification ends it); one that failed at once answers as a failure that says why.
 */
function topupAnswer(answer: Awaited<ReturnType<typeof walletAction<WalletOperation>>>) {
  if (!("ok" in answer) || answer.ok !== true) return answer;
  const op = answer.data;
  if (op.status === "pending") {
    const { msg: _msg, ...rest } = answer;
    return rest;
  }
  if (op.status === "failed") {
    const failure: ActionError = {
      ok: false,
      code: "PAYMENT_FAILED",
      msg: op.failure_reason ?? "The top-up failed.",
      fieldErrors: {},
      at: Date.now(),
      intent: "topup",
    };
    return data(failure, { status: 402 });
  }
  return answer;
}

export async function summaryAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const intent = String(form.get("intent"));
  switch (intent) {
    case "topup": {
      const parsed = parseForm(topupForm, form);
      if (!parsed.ok) return invalid(parsed.fieldErrors, intent);
      const answer = await walletAction<WalletOperation>(context, request, {
        path: `${WALLET}/topup`,
        body: topupBody(parsed.data),
        intent,
        done: "Wallet topped up successfully",
        form,
        money: true,
      });
      return topupAnswer(answer);
    }
    case "withdraw": {
      const parsed = parseForm(withdrawForm, form);
      if (!parsed.ok) return invalid(parsed.fieldErrors, intent);
      return walletAction<WalletOperation>(context, request, {
        path: `${WALLET}/withdraw`,
        body: withdrawBody(parsed.data),
        intent,
        done: "Withdrawal initiated successfully",
        form,
        money: true,
      });
    }
    case "set-pin": {
      const parsed = parseForm(pinForm, form);
      if (!parsed.ok) return invalid(parsed.fieldErrors, intent);
      return walletAction(context, request, {
        path: `${WALLET}/set-pin`,
        body: setPinBody(parsed.data),
        intent,
        done: "Wallet PIN set successfully",
      });
    }
    case "pin-code":
      return walletAction(context, request, {
        path: `${WALLET}/pin-code`,
        body: {},
        intent,
        done: "We e-mailed you a code to change your PIN.",
      });
    case "limits": {
      const parsed = parseForm(limitsForm, form);
      if (!parsed.ok) return invalid(parsed.fieldErrors, intent);
      return walletAction(context, request, {
        path: `${WALLET}/update-limits`,
        body: limitsBody(parsed.data),
        intent,
        done: "Withdrawal limits updated successfully",
      });
    }
    default:
      throw new Response("Unknown action", { status: 400 });
  }
}
