// The dashboard's manual refresh: reloads the page's data in place and says so once it has arrived
// (spec §8 'Dashboard data refreshed successfully').
import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { REFRESHED } from "../../lib/admin/dashboard";
import { useShell } from "../../lib/shell-context";

export function RefreshButton() {
  const revalidator = useRevalidator();
  const shell = useShell();
  const asked = useRef(false);
  const busy = revalidator.state !== "idle";
  useEffect(() => {
    if (!asked.current || revalidator.state !== "idle") return;
    asked.current = false;
    shell.toast("success", REFRESHED);
  }, [revalidator.state, shell]);
  return (
    <button
      type="button"
      className="button button--ghost"
      disabled={busy}
      onClick={() => {
        asked.current = true;
        revalidator.revalidate();
      }}
    >
      {busy ? "Refreshing..." : "Refresh"}
    </button>
  );
}
