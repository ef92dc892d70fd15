// The settings page's list of linked Google / Apple sign-ins, each with Unlink behind a confirmation.
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import type { LinkedProvider } from "../../lib/api/contract";
import type { ActionResult } from "../../lib/api/failure";
import { canUnlink, PROVIDER_NAMES } from "../../lib/linked-providers";
import { useActionFeedback } from "../../lib/use-action-feedback";
import { ConfirmDialog } from "../widgets/dialog";

export function LinkedProviderList({
  linked,
  hasPassword,
}: {
  linked: LinkedProvider[];
  hasPassword: boolean;
}) {
  const [asking, setAsking] = useState<LinkedProvider["provider"] | null>(null);
  const fetcher = useFetcher<ActionResult>();
  useActionFeedback(fetcher.data);
  const unlinkable = canUnlink(linked, hasPassword);
  function confirmUnlink() {
    if (!asking) return;
    const form = new FormData();
    form.set("intent", "unlink");
    form.set("provider", asking);
    fetcher.submit(form, { method: "post" });
    setAsking(null);
  }
  if (linked.length === 0) return <p>No Google or Apple account is linked. Link one to sign in with it.</p>;
  const name = asking ? PROVIDER_NAMES[asking] : "";
  return (
    <>
      <ul className="provider-links" aria-label="Linked providers">
        {linked.map((l) => (
          <li key={`${l.provider}:${l.email ?? ""}`} className="row">
            <span className="badge badge--ok">{PROVIDER_NAMES[l.provider]} linked</span>
            {l.email ? <span>{l.email}</span> : null}
            <span className="field__hint">since {l.linked_at.slice(0, 10)}</span>
            <button
              type="button"
              className="button button--ghost"
              aria-haspopup="dialog"
              disabled={!unlinkable || fetcher.state !== "idle"}
              onClick={() => setAsking(l.provider)}
            >
              Unlink
            </button>
          </li>
        ))}
      </ul>
      {unlinkable ? null : (
        <p className="field__hint">
          This is your only way to sign in. Set a password or link another provider before unlinking it.
        </p>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={`Unlink ${name}?`}
        message={`You will no longer be able to sign in with ${name}. You can link it again later.`}
        confirmLabel={`Unlink ${name}`}
        onConfirm={confirmUnlink}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
