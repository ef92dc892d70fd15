import { useEffect, useState } from "react";
import type { Provider } from "../../lib/providers";
import { useShell } from "../../lib/shell-context";
import { fetchNonce, type ProviderIntent, sandboxCredential, useProviderSubmit } from "./provider-flow";

const LABEL: Record<Provider, string> = { google: "Google", apple: "Apple" };

/**
 * Development only (the page's loader passes `enabled` only when ENVIRONMENT=development): Google and
 * Apple sign-in without the internet, through the api's local OAuth sandbox. The token it mints goes
 * through the same verification as a real one, so this exercises the real flow end to end.
 */
export function DevSandboxSignIn({
  enabled,
  intent = "sign-in",
  defaultEmail = "",
}: {
  enabled: boolean;
  intent?: ProviderIntent;
  defaultEmail?: string;
}) {
  const shell = useShell();
  const { submit, busy } = useProviderSubmit(intent);
  const [email, setEmail] = useState(defaultEmail);
  const [name, setName] = useState("");
  const [pending, setPending] = useState(false);
  // The panel is its own lazily loaded chunk: until it has hydrated, typing would be lost (React keeps
  // its own empty state) and clicks would do nothing, so the controls stay disabled until then.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!enabled) return null;

  const go = async (provider: Provider) => {
    if (!email.includes("@")) {
      shell.toast("error", "Enter the e-mail the sandbox should sign in as.");
      return;
    }
    setPending(true);
    try {
      submit(await sandboxCredential(provider, email.trim(), name.trim(), await fetchNonce()));
    } catch (error) {
      shell.toast("error", error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  };

  const verb = intent === "link" ? "Link" : "Continue with";
  return (
    <fieldset className="dev-sandbox" aria-describedby="dev-sandbox-note">
      <legend>Development sandbox</legend>
      <p id="dev-sandbox-note" className="field__hint">
        Local only: a fake {intent === "link" ? "provider account to link" : "Google or Apple sign-in"} for
        any e-mail. This panel does not exist outside development.
      </p>
      <div className="field">
        <label htmlFor={`sandbox-email-${intent}`}>Sandbox address</label>
        <input
          id={`sandbox-email-${intent}`}
          type="email"
          value={email}
          autoComplete="off"
          disabled={!hydrated}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      {intent === "sign-in" ? (
        <div className="field">
          <label htmlFor="sandbox-name">Sandbox name (optional)</label>
          <input
            id="sandbox-name"
            type="text"
            value={name}
            disabled={!hydrated}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
      ) : null}
      <div className="row">
        {(["google", "apple"] as const).map((provider) => (
          <button
            key={provider}
            type="button"
            className="button button--ghost"
            disabled={!hydrated || pending || busy}
            onClick={() => void go(provider)}
          >
            {verb} {LABEL[provider]} (sandbox)
          </button>
        ))}
      </div>
    </fieldset>
  );
}
