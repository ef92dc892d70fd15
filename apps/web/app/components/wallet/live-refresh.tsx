import { useRevalidator } from "@remix-run/react";
import { useLiveNotifications } from "../../lib/realtime/realtime-provider";
import { walletOperationOf } from "../../lib/wallet/operations";

/** Reloads the page's wallet figures whenever a Wallet notification says an operation settled. */
export function LiveWalletRefresh() {
  const revalidator = useRevalidator();
  useLiveNotifications((notification) => {
    if (walletOperationOf(notification) && revalidator.state === "idle") revalidator.revalidate();
  });
  return null;
}
