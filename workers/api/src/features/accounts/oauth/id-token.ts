import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from "jose";
import type { Bindings } from "../../../env";
import { AppError, badRequest } from "../../../kit/errors";
import { oncePerSetting } from "../../../kit/once-per";
import { PROVIDER_LABELS } from "../contract";
import { type Provider, type ProviderConfig, providerConfig } from "./providers";
import { devSandboxJwks } from "./sandbox";

export interface VerifiedIdentity {
  provider: Provider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  expiresAt: Date;
}

const invalid = (msg: string) => new AppError(401, "INVALID_ID_TOKEN", msg);

// Remote key sets cache and rotate keys themselves; keep one per URL for the isolate's lifetime.
const remoteSetOf = oncePerSetting((url: string) => createRemoteJWKSet(new URL(url)));

function keySet(env: Bindings, config: ProviderConfig): JWTVerifyGetKey {
  if (config.inlineJwks) return createLocalJWKSet(JSON.parse(config.inlineJwks) as JSONWebKeySet);
  const sandbox = devSandboxJwks(env);
  if (sandbox) return createLocalJWKSet(sandbox);
  return remoteSetOf(config.jwksUrl);
}

/**
 * Verifies a Google or Apple id token: signature against the provider's JWKS, `iss`, `aud` (our client
 * ids), `exp`, and that its `nonce` is the one the client generated for this sign-in.
 */
export async function verifyIdToken(
  env: Bindings,
  provider: Provider,
  idToken: string,
  nonce: string,
): Promise<VerifiedIdentity> {
  const config = providerConfig(env, provider);
  if (config.clientIds.length === 0) throw badRequest(`${PROVIDER_LABELS[provider]} sign-in is not enabled.`);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySet(env, config), {
      issuer: config.issuers,
      audience: config.clientIds,
      algorithms: ["RS256", "ES256"],
      clockTolerance: 30,
    }));
  } catch (error) {
    throw invalid(describe(error));
  }
  if (typeof payload.nonce !== "string" || payload.nonce !== nonce) {
    throw invalid("The sign-in token was not issued for this sign-in (nonce mismatch).");
  }
  if (!payload.sub) throw invalid("The sign-in token has no subject.");
  const email = typeof payload.email === "string" ? payload.email.toLowerCase() : null;
  return {
    provider,
    subject: payload.sub,
    email,
    // Apple sends the flag as the string "true".
    emailVerified: payload.email_verified === true || payload.email_verified === "true",
    name: typeof payload.name === "string" ? payload.name : null,
    expiresAt: new Date((payload.exp ?? 0) * 1000),
  };
}

function describe(error: unknown): string {
  if (error instanceof errors.JWTExpired) return "The sign-in token has expired.";
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "aud") return "The sign-in token is not addressed to Ngoma (audience).";
    if (error.claim === "iss") return "The sign-in token comes from an unexpected issuer.";
    return `The sign-in token's ${error.claim} claim is not valid.`;
  }
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
    return "The sign-in token's signature is not valid.";
  }
  return "The sign-in token is not valid.";
}
