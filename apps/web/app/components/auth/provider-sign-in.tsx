import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { mountGoogleButton, type ProviderCredential, signInWithApple } from "../../lib/providers";
import { useRootData } from "../../lib/root-data";
import { readClientDataString } from "../../lib/startup-steps";
import { useShell } from "../shell/shell-context";

async function fetchNonce(): Promise<string> {
  const response = await fetch("/auth/provider", { headers: { accept: "application/json" } });
  const body = (await response.json()) as { nonce: string };
  return body.nonce;
}

/**
 * Google and Apple buttons, rendered only when their client ids are configured. The nonce comes from
 * the server (and is kept in an httpOnly cookie), so an id token cannot be replayed from another browser.
 */
export function ProviderSignIn() {
  const root = useRootData();
  const shell = useShell();
  const fetcher = useFetcher();
  const googleSlot = useRef<HTMLDivElement>(null);
  const [nonce, setNonce] = useState<string | null>(null);
  const google = root?.config.googleClientId ?? null;
  const apple = root?.config.appleClientId ?? null;

  const submit = (credential: ProviderCredential) => {
    const form: Record<string, string> = {
      provider: credential.provider,
      id_token: credential.idToken,
      clientData: readClientDataString() ?? "",
    };
    if (credential.name) form.name = credential.name;
    const redirectTo = new URLSearchParams(window.location.search).get("redirectTo");
    if (redirectTo) form.redirectTo = redirectTo;
    fetcher.submit(form, { method: "post", action: "/auth/provider" });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: mounted once per configured provider.
  useEffect(() => {
    if (!google && !apple) return;
    let cancelled = false;
    fetchNonce()
      .then(async (value) => {
        if (cancelled) return;
        setNonce(value);
        if (google && googleSlot.current) await mountGoogleButton(googleSlot.current, google, value, submit);
      })
      .catch((error: unknown) =>
        shell.toast("error", error instanceof Error ? error.message : String(error)),
      );
    return () => {
      cancelled = true;
    };
  }, [google, apple]);

  const result = fetcher.data as { ok?: boolean; msg?: string; at?: number } | undefined;
  useEffect(() => {
    if (result && result.ok === false) {
      shell.toast("error", result.msg);
      shell.authFailed();
    }
  }, [result, shell]);

  if (!google && !apple) return null;
  return (
    <>
      <div className="auth__providers">
        {google ? <div ref={googleSlot} className="auth__google" /> : null}
        {apple ? (
          <button
            type="button"
            className="button button--ghost button--block"
            disabled={!nonce}
            onClick={() => {
              if (!nonce) return;
              const redirect = root?.config.appleRedirectUri || `${window.location.origin}/auth/login`;
              signInWithApple(apple, redirect, nonce)
                .then(submit)
                .catch((error: unknown) =>
                  shell.toast("error", error instanceof Error ? error.message : String(error)),
                );
            }}
          >
            Continue with Apple
          </button>
        ) : null}
      </div>
      <p className="divider">or</p>
    </>
  );
}
