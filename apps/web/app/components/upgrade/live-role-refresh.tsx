import { useRevalidator } from "@remix-run/react";
import { useLiveNotifications } from "../../lib/realtime/realtime-provider";
import { isAccountUpgrade } from "../../lib/upgrade/applications";

/**
 * Mounted once in the signed-in layout: when an application is decided (a live AccountUpgrade
 * notification), every loader runs again, so the layout's user (its roles) and the role areas'
 * navigation change at once, without signing out; `/upgrade` shows the decision too.
 */
export function LiveRoleRefresh() {
  const revalidator = useRevalidator();
  useLiveNotifications((notification) => {
    if (isAccountUpgrade(notification)) revalidator.revalidate();
  });
  return null;
}
