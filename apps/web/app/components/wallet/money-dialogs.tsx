// The summary's money actions: the top-up (an amount, then the Payment modal: topup.tsx) and the withdraw
// form in a dialog (withdraw-form.tsx), whose code is fetched when its button is first pointed at,
// focused or pressed.
import { useState } from "react";
import type { PaymentMethod, WalletDetails } from "../../lib/api/contract";
import { LoadingPart, useFirstUse } from "../../lib/on-first-use-react";
import { Dialog } from "../widgets/dialog";
import { DialogLoading } from "./dialog-loading";
import { WithdrawForm, withdrawFormCode } from "./on-demand";
import { TopupAction } from "./topup";

/** The top-up and withdraw buttons and their dialogs. */
export function MoneyActions({ methods, details }: { methods: PaymentMethod[]; details: WalletDetails }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const { intent } = useFirstUse(withdrawFormCode);
  return (
    <>
      <TopupAction />
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)} {...intent}>
        Withdraw
      </button>
      <Dialog open={open} onClose={close} title="Withdraw">
        <LoadingPart name="The withdraw form" fallback={<DialogLoading />} onFailed={close}>
          <WithdrawForm methods={methods} details={details} onClose={close} />
        </LoadingPart>
      </Dialog>
    </>
  );
}
