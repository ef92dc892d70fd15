// The summary's top-up and withdraw forms, each in a dialog, posting to the /my-wallet action with one
// Idempotency-Key per shown form. A mobile-money top-up stays open on "Approve the payment on your phone"
// until the Wallet notification says how it ended.
import { useState } from "react";
import type { PaymentMethod, WalletDetails, WalletOperation } from "../../lib/api/contract";
import { firstError } from "../../lib/api/envelope";
import { TOPUP_MAX_CENTS, TOPUP_MIN_CENTS, topupForm, withdrawForm } from "../../lib/wallet/forms";
import { IDEMPOTENCY_FIELD } from "../../lib/wallet/idempotency";
import { payInMethods, payOutMethods } from "../../lib/wallet/operations";
import { ClientDataInput, Field, FormAlert } from "../form";
import { Money } from "../money/money";
import { Dialog } from "../widgets/dialog";
import { LoadingButton } from "../widgets/loading-button";
import { MethodSelect } from "./method-select";
import { OperationProgress } from "./operation-progress";
import { useWalletForm } from "./use-wallet-form";

/** Where the summary's forms post (the index route of /my-wallet). */
export const SUMMARY_ACTION = "/my-wallet?index";

function TopupForm({ methods, onClose }: { methods: PaymentMethod[]; onClose: () => void }) {
  const [started, setStarted] = useState<WalletOperation | null>(null);
  const form = useWalletForm(topupForm, {
    onDone: (result) => {
      const op = result.data as WalletOperation | undefined;
      if (op?.status === "pending") setStarted(op);
      else onClose();
    },
  });
  if (started) return <OperationProgress operation={started} onClose={onClose} />;
  return (
    <form.fetcher.Form method="post" action={SUMMARY_ACTION} onSubmit={form.onSubmit} noValidate>
      <input type="hidden" name="intent" value="topup" />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={form.idempotencyKey} />
      <ClientDataInput />
      <FormAlert message={firstError(form.errors, "_")} />
      <Field
        name="amount"
        label="Amount (US$)"
        inputMode="decimal"
        autoComplete="off"
        required
        errors={form.errors}
        hint={
          <>
            From <Money cents={TOPUP_MIN_CENTS} /> to <Money cents={TOPUP_MAX_CENTS} />.
          </>
        }
      />
      <MethodSelect
        methods={payInMethods(methods)}
        label="Pay with"
        errors={form.errors}
        emptyText="Add a card or a mobile money number to top up."
      />
      <Field name="payment_reference" label="Reference (optional)" maxLength={100} errors={form.errors} />
      <Field name="description" label="Description (optional)" maxLength={255} errors={form.errors} />
      <div className="row ngw-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancel
        </button>
        <LoadingButton
          type="submit"
          loadingKey="topup"
          loading={form.busy ? "topup" : null}
          loadingText="Topping up..."
        >
          Top up
        </LoadingButton>
      </div>
    </form.fetcher.Form>
  );
}

function WithdrawForm({
  methods,
  details,
  onClose,
}: {
  methods: PaymentMethod[];
  details: WalletDetails;
  onClose: () => void;
}) {
  const form = useWalletForm(withdrawForm, { onDone: onClose });
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
      <Field
        name="amount"
        label="Amount (US$)"
        inputMode="decimal"
        autoComplete="off"
        required
        errors={form.errors}
      />
      <MethodSelect
        methods={payOutMethods(methods)}
        label="Send to"
        errors={form.errors}
        emptyText="Add a mobile money, bank or PayPal account to withdraw to."
      />
      <Field
        name="pin"
        label="Wallet PIN"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        required
        errors={form.errors}
      />
      <Field name="description" label="Description (optional)" maxLength={255} errors={form.errors} />
      <div className="row ngw-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancel
        </button>
        <LoadingButton
          type="submit"
          loadingKey="withdraw"
          loading={form.busy ? "withdraw" : null}
          loadingText="Withdrawing..."
        >
          Withdraw
        </LoadingButton>
      </div>
    </form.fetcher.Form>
  );
}

/** The top-up and withdraw buttons and their dialogs. */
export function MoneyActions({ methods, details }: { methods: PaymentMethod[]; details: WalletDetails }) {
  const [open, setOpen] = useState<"topup" | "withdraw" | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setOpen("topup")}>
        Top up
      </button>
      <button type="button" className="button button--ghost" onClick={() => setOpen("withdraw")}>
        Withdraw
      </button>
      <Dialog open={open === "topup"} onClose={close} title="Top up your wallet">
        <TopupForm methods={methods} onClose={close} />
      </Dialog>
      <Dialog open={open === "withdraw"} onClose={close} title="Withdraw">
        <WithdrawForm methods={methods} details={details} onClose={close} />
      </Dialog>
    </>
  );
}
