import { useRevalidator } from "@remix-run/react";
import { useLiveNotifications } from "../../lib/realtime/realtime-provider";
import { changesRoles } from "../../lib/upgrade/role-change";

/**
 * Mounted once in the signed-in layout: when the roles may have changed (an application decided, or an
 * admin's change: a live AccountUpgrade or AccountRoles notification), every loader runs again, so the
 * layout's user (its roles) and the role areas' navigation change at once, without signing out;
 * `/upgrade` shows the decision too.
 */
export function LiveRoleRefresh() {
  const revalidator = useRevalidator();
  useLiveNotifications((notification) => {
    if (changesRoles(notification)) revalidator.revalidate();
  });
  return null;
}
