import { importJWK, type JSONWebKeySet, type JWK, SignJWT } from "jose";
import type { Bindings } from "../../../env";
import { notFound } from "../../../kit/errors";
import { type Provider, providerConfig } from "./providers";

/**
 * The local OAuth sandbox: in development the API can mint id tokens shaped exactly like Google's and
 * Apple's, signed with a committed throwaway key, so the provider buttons work offline. Outside
 * development it does not exist (docs/decisions/0004-oauth-sandbox.md).
 */
function sandboxKey(env: Bindings): JWK | null {
  if (env.ENVIRONMENT !== "development" || !env.DEV_OAUTH_PRIVATE_JWK) return null;
  return JSON.parse(env.DEV_OAUTH_PRIVATE_JWK) as JWK;
}

/** The public half of the sandbox key as a JWKS, or null outside development. */
export function devSandboxJwks(env: Bindings): JSONWebKeySet | null {
  const key = sandboxKey(env);
  if (!key) return null;
  const { d: _private, ...publicKey } = key;
  return { keys: [publicKey] };
}

/** Mints a sandbox id token for `email` (development only). */
export async function mintSandboxIdToken(
  env: Bindings,
  provider: Provider,
  claims: { email: string; name?: string; nonce: string },
): Promise<string> {
  const key = sandboxKey(env);
  if (!key) throw notFound("Route");
  const config = providerConfig(env, provider);
  const audience = config.clientIds[0];
  if (!audience) throw notFound("Route");
  return new SignJWT({
    email: claims.email,
    email_verified: true,
    nonce: claims.nonce,
    ...(claims.name ? { name: claims.name } : {}),
  })
    .setProtectedHeader({ alg: "ES256", kid: key.kid ?? "ngoma-dev-sandbox" })
    .setIssuer(config.issuers[0]!)
    .setAudience(audience)
    .setSubject(`sandbox-${provider}-${claims.email}`)
    .setIssuedAt()
    .setExpirationTime("10m")
    .sign(await importJWK(key, "ES256"));
}
