// The withdrawal limits form (its own chunk, fetched when the limits dialog is first pointed at, focused
// or opened): both limits in the user's currency, each with the most it may be.
import type { WalletLimits } from "../../lib/api/contract";
import { firstError } from "../../lib/api/envelope";
import { LIMITS_RULE, SUMMARY_ACTION } from "../../lib/wallet/bounds";
import { limitsForm } from "../../lib/wallet/forms";
import { ClientDataInput, FormAlert } from "../form";
import { Money } from "../money/money";
import { useMoney } from "../money/money-context";
import { DialogFormActions } from "../widgets/dialog";
import { useWalletForm } from "./use-wallet-form";
import { AmountField } from "./wallet-fields";

const LIMIT_FIELDS = [
  { name: "daily_limit", label: "Daily limit", max: "max_daily_limit" },
  { name: "monthly_limit", label: "Monthly limit", max: "max_monthly_limit" },
] as const;

export function LimitsForm({ limits, onClose }: { limits: WalletLimits; onClose: () => void }) {
  const money = useMoney();
  const form = useWalletForm(limitsForm(money), { onDone: onClose });
  return (
    <form.fetcher.Form method="post" action={SUMMARY_ACTION} onSubmit={form.onSubmit} noValidate>
      <input type="hidden" name="intent" value="limits" />
      <ClientDataInput />
      <FormAlert message={firstError(form.errors, "_")} />
      <p className="field__hint">{LIMITS_RULE}</p>
      <div className="wallet-limits">
        {LIMIT_FIELDS.map(({ name, label, max }) => (
          <AmountField
            key={name}
            name={name}
            label={label}
            shown={limits[name]}
            prefill
            errors={form.errors}
            hint={
              <>
                At most <Money cents={limits[max]} />
              </>
            }
          />
        ))}
      </div>
      <DialogFormActions onCancel={onClose} name="limits" busy={form.busy} busyText="Saving...">
        Save limits
      </DialogFormActions>
    </form.fetcher.Form>
  );
}
