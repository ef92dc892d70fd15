// A small adapter over Google Identity Services and Sign in with Apple JS. Their scripts are loaded only
// when a client id is configured (they need the internet), and the rest of the app only sees
// `ProviderCredential`.
import type { LinkProviderBody } from "./api/contract";

export type Provider = LinkProviderBody["provider"];

export interface ProviderCredential {
  provider: Provider;
  idToken: string;
  /** Apple sends the name only on the first sign-in. */
  name?: string;
}

const SCRIPTS: Record<Provider, string> = {
  google: "https://accounts.google.com/gsi/client",
  apple: "https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js",
};

const loaded = new Map<string, Promise<void>>();

export function loadProviderScript(provider: Provider): Promise<void> {
  const src = SCRIPTS[provider];
  let pending = loaded.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`Could not load ${provider} sign-in`));
      document.head.appendChild(script);
    });
    loaded.set(src, pending);
  }
  return pending;
}

interface GoogleId {
  initialize(options: {
    client_id: string;
    nonce: string;
    callback: (r: { credential?: string }) => void;
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
}
interface AppleAuth {
  init(options: {
    clientId: string;
    scope: string;
    redirectURI: string;
    nonce: string;
    usePopup: boolean;
  }): void;
  signIn(): Promise<{
    authorization: { id_token: string };
    user?: { name?: { firstName?: string; lastName?: string } };
  }>;
}
declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
    AppleID?: { auth: AppleAuth };
  }
}

export async function mountGoogleButton(
  parent: HTMLElement,
  clientId: string,
  nonce: string,
  onCredential: (credential: ProviderCredential) => void,
): Promise<void> {
  await loadProviderScript("google");
  const id = window.google?.accounts.id;
  if (!id) throw new Error("Google sign-in is unavailable");
  id.initialize({
    client_id: clientId,
    nonce,
    callback: (response) => {
      if (response.credential) onCredential({ provider: "google", idToken: response.credential });
    },
  });
  id.renderButton(parent, {
    theme: "filled_black",
    size: "large",
    width: parent.clientWidth || 320,
    text: "continue_with",
  });
}

export async function signInWithApple(
  clientId: string,
  redirectUri: string,
  nonce: string,
): Promise<ProviderCredential> {
  await loadProviderScript("apple");
  const auth = window.AppleID?.auth;
  if (!auth) throw new Error("Apple sign-in is unavailable");
  auth.init({ clientId, scope: "name email", redirectURI: redirectUri, nonce, usePopup: true });
  const result = await auth.signIn();
  const name = [result.user?.name?.firstName, result.user?.name?.lastName].filter(Boolean).join(" ");
  return name
    ? { provider: "apple", idToken: result.authorization.id_token, name }
    : { provider: "apple", idToken: result.authorization.id_token };
}
