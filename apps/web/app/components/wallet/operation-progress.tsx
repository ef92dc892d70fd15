// A started operation that waits on its provider (a mobile-money charge the payer must approve): it says
// so, and follows the Wallet notification the api sends when it settles. Refreshing the page's figures is
// the page's part (LiveWalletRefresh, or the Payment modal's onComplete): this dialog can sit on any page.
import { useState } from "react";
import type { WalletOperation } from "../../lib/api/contract";
import { useLiveNotifications } from "../../lib/realtime/realtime-provider";
import { useShell } from "../../lib/shell-context";
import { isUnsettled, operationOutcome, walletOperationOf } from "../../lib/wallet/operations";
import { Money } from "../money/money";
import { Spinner } from "../widgets/spinner";

export function OperationProgress({
  operation,
  onClose,
  onSettled,
}: {
  operation: WalletOperation;
  onClose: () => void;
  /** Called once with the operation's new state when a live notification says it settled. */
  onSettled?: (operation: WalletOperation) => void;
}) {
  const [current, setCurrent] = useState(operation);
  const shell = useShell();
  useLiveNotifications((notification) => {
    const next = walletOperationOf(notification);
    if (!next || next.id !== current.id || !isUnsettled(current)) return;
    setCurrent(next);
    if (!isUnsettled(next)) onSettled?.(next);
    const outcome = operationOutcome(next);
    if (outcome.kind === "success") shell.toast("success", outcome.text);
  });
  const outcome = operationOutcome(current);
  return (
    <div className="wallet-progress" data-status={current.status}>
      <p role="status" className={`wallet-progress__text wallet-progress__text--${outcome.kind}`}>
        {current.status === "pending" ? <Spinner size="sm" /> : null} {outcome.text}
      </p>
      <p className="field__hint">
        <Money cents={current.amount} />
        {current.payment_method ? ` · ${current.payment_method.name}` : null}
        {isUnsettled(current) ? " · You can close this window; your balance updates when it is done." : null}
      </p>
      <div className="row ngw-dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {isUnsettled(current) ? "Close" : "Done"}
        </button>
      </div>
    </div>
  );
}
