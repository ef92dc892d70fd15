// The one path every provider credential takes, real or sandbox: a server nonce (kept in an httpOnly
// cookie on /auth), the provider's id token, then a form post to /auth/provider, which verifies it through
// the api. `intent: "link"` links the identity to the signed-in account instead of signing in.
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import type { ActionResult } from "../../lib/api/failure";
import type { Provider, ProviderCredential } from "../../lib/providers";
import { useShell } from "../../lib/shell-context";
import { readClientDataString } from "../../lib/startup-steps";

export type ProviderIntent = "sign-in" | "link";

/** A fresh nonce from the web worker (also set as the httpOnly cookie the action checks). */
export async function fetchNonce(): Promise<string> {
  const response = await fetch("/auth/provider", { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error("Could not start sign-in. Please try again.");
  const body = (await response.json()) as { nonce: string };
  return body.nonce;
}

/**
 * Development only: the api's OAuth sandbox mints an id token shaped like the provider's, for any e-mail
 * (POST /api/v1/dev/oauth/{provider}/id_token, a 404 outside development). Verification afterwards is the
 * real one.
 */
export async function sandboxCredential(
  provider: Provider,
  email: string,
  name: string,
  nonce: string,
): Promise<ProviderCredential> {
  const body: Record<string, string> = { email, nonce };
  if (name) body.name = name;
  const clientData = readClientDataString();
  if (clientData) body.clientData = clientData;
  const response = await fetch(`/api/v1/dev/oauth/${provider}/id_token`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as {
    data?: { id_token?: string };
    msg?: string;
    message?: Record<string, string[]>;
  } | null;
  const token = json?.data?.id_token;
  if (!response.ok || !token) {
    const field = json?.message ? Object.values(json.message)[0]?.[0] : undefined;
    throw new Error(field ?? json?.msg ?? "The sign-in sandbox is unavailable.");
  }
  return name ? { provider, idToken: token, name } : { provider, idToken: token };
}

/** Posts credentials to /auth/provider and reports failures (toast + auth sound) and link successes. */
export function useProviderSubmit(intent: ProviderIntent) {
  const fetcher = useFetcher<ActionResult>();
  const shell = useShell();
  const result = fetcher.data;
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      shell.toast("success", result.msg);
      return;
    }
    shell.toast("error", result.msg);
    if (intent === "sign-in") shell.authFailed();
  }, [result, shell, intent]);

  const submit = (credential: ProviderCredential) => {
    const form: Record<string, string> = {
      intent,
      provider: credential.provider,
      id_token: credential.idToken,
      clientData: readClientDataString() ?? "",
    };
    if (credential.name) form.name = credential.name;
    const redirectTo = new URLSearchParams(window.location.search).get("redirectTo");
    if (redirectTo && intent === "sign-in") form.redirectTo = redirectTo;
    fetcher.submit(form, { method: "post", action: "/auth/provider" });
  };
  return { submit, busy: fetcher.state !== "idle" };
}
