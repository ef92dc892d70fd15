import type { Bindings } from "../../../env";
import { listSetting } from "../../../kit/settings";

export type Provider = "google" | "apple";

export interface ProviderConfig {
  issuers: string[];
  jwksUrl: string;
  clientIds: string[];
  inlineJwks: string | undefined;
}

/**
 * Where each provider's id tokens come from and who they must be addressed to. The audience list is
 * ours (configured client ids); an empty list means the provider is switched off.
 */
export function providerConfig(env: Bindings, provider: Provider): ProviderConfig {
  return provider === "google"
    ? {
        issuers: ["https://accounts.google.com", "accounts.google.com"],
        jwksUrl: "https://www.googleapis.com/oauth2/v3/certs",
        clientIds: listSetting(env.GOOGLE_CLIENT_IDS),
        inlineJwks: env.GOOGLE_JWKS,
      }
    : {
        issuers: ["https://appleid.apple.com"],
        jwksUrl: "https://appleid.apple.com/auth/keys",
        clientIds: listSetting(env.APPLE_CLIENT_IDS),
        inlineJwks: env.APPLE_JWKS,
      };
}
