// The withdraw form (its own chunk, fetched when the Withdraw dialog is first pointed at, focused or
// opened): how much in the user's currency, where to, and the wallet PIN, posted to the /my-wallet action
// with one Idempotency-Key per shown form and checked first with the action's own schema.
import type { PaymentMethod, WalletDetails } from "../../lib/api/contract";
import { firstError } from "../../lib/api/envelope";
import { SUMMARY_ACTION, WITHDRAW_MIN_CENTS } from "../../lib/wallet/bounds";
import { withdrawForm } from "../../lib/wallet/forms";
import { IDEMPOTENCY_FIELD } from "../../lib/wallet/idempotency";
import { payOutMethods } from "../../lib/wallet/operations";
import { ClientDataInput, Field, FormAlert } from "../form";
import { Money } from "../money/money";
import { useMoney } from "../money/money-context";
import { DialogFormActions } from "../widgets/dialog";
import { MethodSelect } from "./method-select";
import { useWalletForm } from "./use-wallet-form";
import { AmountField, PinField } from "./wallet-fields";

export function WithdrawForm({
  methods,
  details,
  onClose,
}: {
  methods: PaymentMethod[];
  details: WalletDetails;
  onClose: () => void;
}) {
  const money = useMoney();
  const form = useWalletForm(withdrawForm(money), { onDone: onClose });
  if (!details.has_pin) {
    return (
      <>
        <p>Set a wallet PIN first: every withdrawal asks for it.</p>
        <div className="row ngw-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Close
          </button>
        </div>
      </>
    );
  }
  return (
    <form.fetcher.Form method="post" action={SUMMARY_ACTION} onSubmit={form.onSubmit} noValidate>
      <input type="hidden" name="intent" value="withdraw" />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={form.idempotencyKey} />
      <ClientDataInput />
      <FormAlert message={firstError(form.errors, "_")} />
      <p>
        Available: <Money cents={details.available} />
      </p>
      <AmountField
        name="amount"
        label="Amount"
        shown={details.available}
        autoComplete="off"
        required
        errors={form.errors}
        hint={
          <>
            At least <Money cents={WITHDRAW_MIN_CENTS} />.
          </>
        }
      />
      <MethodSelect
        methods={payOutMethods(methods)}
        label="Send to"
        errors={form.errors}
        emptyText="Add a mobile money, bank or PayPal account to withdraw to."
      />
      <PinField name="pin" label="Wallet PIN" required errors={form.errors} />
      <Field name="description" label="Description (optional)" maxLength={255} errors={form.errors} />
      <DialogFormActions onCancel={onClose} name="withdraw" busy={form.busy} busyText="Withdrawing...">
        Withdraw
      </DialogFormActions>
    </form.fetcher.Form>
  );
}
