// The wallet's code that runs only after a user action, each piece a chunk fetched on first use (and on
// the intent to use it: pointerenter or focus of its opener). The summary's first view (balances,
// figures, charts) and the methods pages load none of it, and so no zod. Each dialog shows its form in a
// LoadingPart (lib/on-first-use-react.ts): a spinner while it arrives, and a closed dialog with a toast when
// it cannot be fetched.
import { firstUse } from "../../lib/on-first-use";
import { lazyComponent } from "../../lib/on-first-use-react";

export const topupFormCode = firstUse(() => import("./topup-form"));
export const withdrawFormCode = firstUse(() => import("./withdraw-form"));
export const pinFormCode = firstUse(() => import("./pin-form"));
export const limitsFormCode = firstUse(() => import("./limits-form"));
export const methodFormCode = firstUse(() => import("./method-form"));
export const numberCheckCode = firstUse(() => import("./number-check-form"));

export const TopupAmountForm = lazyComponent(topupFormCode, (m) => m.TopupAmountForm);
export const WithdrawForm = lazyComponent(withdrawFormCode, (m) => m.WithdrawForm);
export const PinForm = lazyComponent(pinFormCode, (m) => m.PinForm);
export const LimitsForm = lazyComponent(limitsFormCode, (m) => m.LimitsForm);
export const AddMethodForm = lazyComponent(methodFormCode, (m) => m.AddMethodForm);
export const EditMethodForm = lazyComponent(methodFormCode, (m) => m.EditMethodForm);
export const NumberCheckForm = lazyComponent(numberCheckCode, (m) => m.NumberCheckForm);

/** Every piece above, for a test that renders the wallet with its code already there. */
export const WALLET_ON_DEMAND = [
  topupFormCode,
  withdrawFormCode,
  pinFormCode,
  limitsFormCode,
  methodFormCode,
  numberCheckCode,
];
