// `/upgrade`: the types with their fees in the user's currency, the application form, and the user's
// applications. A type with a fee goes through the Payment modal (the wallet's balance included): once
// paid, the application is pending and the page says 'Upgrade Request Submitted Successfully'.
import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import type { Application, UpgradeOption } from "../../lib/api/contract";
import { useShell } from "../../lib/shell-context";
import { type UpgradeCheckout, upgradeCheckout } from "../../lib/upgrade/applications";
import { UPGRADE_MESSAGES } from "../../lib/upgrade/bounds";
import { PaymentModalSlot } from "../wallet/payment-modal-slot";
import { PageHead } from "../widgets/page-head";
import { EmptyState } from "../widgets/states";
import { ApplicationForm } from "./application-form";
import { MyApplications } from "./my-applications";

export interface UpgradePageProps {
  types: readonly UpgradeOption[];
  applications: readonly Application[];
}

/** The fee's hand-off: the Payment modal for one application, and what its completion says. */
export function useUpgradeCheckout() {
  const shell = useShell();
  const revalidator = useRevalidator();
  const [checkout, setCheckout] = useState<UpgradeCheckout | null>(null);
  return {
    checkout,
    pay: (application: Application) => setCheckout(upgradeCheckout(application)),
    close: () => setCheckout(null),
    /** Paid: the application is pending now; the list is read again to show it. */
    complete: () => {
      shell.toast("success", UPGRADE_MESSAGES.submitted);
      revalidator.revalidate();
    },
  };
}

export function UpgradePage({ types, applications }: UpgradePageProps) {
  const fee = useUpgradeCheckout();
  return (
    <div className="stack stack--wide upgrade-page">
      <PageHead
        title="Upgrade your account"
        text="Apply to create or promote music on Ngoma. The team reviews every application."
      />
      <section className="card stack" aria-labelledby="upgrade-apply-title">
        <h2 id="upgrade-apply-title">Apply</h2>
        {types.length === 0 ? (
          <EmptyState title="No upgrades are open right now">
            <p>Check again later.</p>
          </EmptyState>
        ) : (
          <ApplicationForm types={types} applications={applications} onAwaitingPayment={fee.pay} />
        )}
      </section>
      <section className="stack" aria-labelledby="upgrade-mine-title">
        <h2 id="upgrade-mine-title">My applications</h2>
        <MyApplications applications={applications} onPay={fee.pay} />
      </section>
      {fee.checkout ? (
        <PaymentModalSlot
          open
          onClose={fee.close}
          purchase={fee.checkout.purchase}
          amount={fee.checkout.amount}
          description={fee.checkout.description}
          onComplete={fee.complete}
        />
      ) : null}
    </div>
  );
}
