// The summary page's form actions: withdraw, set or change the PIN, limits (a top-up pays through the
// Payment modal). Each form is read with the same zod schema the form checked itself with
// (lib/wallet/forms), amounts in the user's currency at the server's rates; a withdrawal carries the
// form's Idempotency-Key to the api.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { invalidForm } from "../api/failure";
import { parseForm } from "../form-parse";
import { loadMoneySettings } from "../money/money-settings.server";
import { readForm } from "../read-form.server";
import { limitsBody, limitsForm, pinForm, setPinBody, withdrawBody, withdrawForm } from "./forms";
import { walletAction } from "./wallet.server";

export async function summaryAction(context: AppLoadContext, request: Request) {
  const form = await readForm(request);
  const intent = String(form.get("intent"));
  switch (intent) {
    case "withdraw": {
      const parsed = parseForm(withdrawForm(await loadMoneySettings(context, request)), form);
      if (!parsed.ok) return invalidForm(parsed.fieldErrors, intent);
      return walletAction(
        context,
        request,
        "POST /user/wallet/withdraw",
        { body: withdrawBody(parsed.data) },
        {
          intent,
          done: "Withdrawal initiated successfully",
          form,
          money: true,
        },
      );
    }
    case "set-pin": {
      const parsed = parseForm(pinForm, form);
      if (!parsed.ok) return invalidForm(parsed.fieldErrors, intent);
      return walletAction(
        context,
        request,
        "POST /user/wallet/set-pin",
        { body: setPinBody(parsed.data) },
        {
          intent,
          done: "Wallet PIN set successfully",
        },
      );
    }
    case "pin-code":
      return walletAction(
        context,
        request,
        "POST /user/wallet/pin-code",
        {},
        {
          intent,
          done: "We e-mailed you a code to change your PIN.",
        },
      );
    case "limits": {
      const parsed = parseForm(limitsForm(await loadMoneySettings(context, request)), form);
      if (!parsed.ok) return invalidForm(parsed.fieldErrors, intent);
      return walletAction(
        context,
        request,
        "POST /user/wallet/update-limits",
        { body: limitsBody(parsed.data) },
        {
          intent,
          done: "Withdrawal limits updated successfully",
        },
      );
    }
    default:
      throw new Response("Unknown action", { status: 400 });
  }
}
