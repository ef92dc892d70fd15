import { useEffect, useRef, useState } from "react";
import { mountGoogleButton, signInWithApple } from "../../lib/providers";
import { useRootData } from "../../lib/root-data";
import { useShell } from "../../lib/shell-context";
import { fetchNonce, type ProviderIntent, useProviderSubmit } from "./provider-flow";

/**
 * Google and Apple buttons, rendered only when their client ids are configured. The nonce comes from
 * the server (and is kept in an httpOnly cookie), so an id token cannot be replayed from another browser.
 */
export function ProviderSignIn({ intent = "sign-in" }: { intent?: ProviderIntent } = {}) {
  const root = useRootData();
  const shell = useShell();
  const { submit } = useProviderSubmit(intent);
  const googleSlot = useRef<HTMLDivElement>(null);
  const [nonce, setNonce] = useState<string | null>(null);
  const google = root?.config.googleClientId ?? null;
  const apple = root?.config.appleClientId ?? null;

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
            {intent === "link" ? "Link Apple" : "Continue with Apple"}
          </button>
        ) : null}
      </div>
      {intent === "sign-in" ? <p className="divider">or</p> : null}
    </>
  );
}
