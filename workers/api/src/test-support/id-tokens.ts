// Provider id tokens signed with the test keys the worker trusts (vitest.config.ts), shaped like Google's
// and Apple's, for the sign-in and linking tests.
import { env } from "cloudflare:test";
import { importJWK, type JWK, SignJWT } from "jose";

export const GOOGLE = {
  iss: "https://accounts.google.com",
  aud: "ngoma-dev-google",
  key: () => env.TEST_GOOGLE_PRIVATE_JWK,
};
export const APPLE = {
  iss: "https://appleid.apple.com",
  aud: "ngoma-dev-apple",
  key: () => env.TEST_APPLE_PRIVATE_JWK,
};

export interface TokenOptions {
  provider?: typeof GOOGLE;
  email?: string;
  nonce?: string;
  iss?: string;
  aud?: string;
  exp?: string | number;
  privateJwk?: string;
  emailVerified?: boolean | string;
}

/** A signed id token with its nonce and e-mail (the subject is derived from the e-mail). */
export async function idToken(options: TokenOptions = {}) {
  const provider = options.provider ?? GOOGLE;
  const jwk = JSON.parse(options.privateJwk ?? provider.key()) as JWK;
  const nonce = options.nonce ?? crypto.randomUUID();
  const email = options.email ?? `p-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const token = await new SignJWT({ email, email_verified: options.emailVerified ?? true, nonce })
    .setProtectedHeader({ alg: "RS256", kid: jwk.kid ?? "" })
    .setIssuer(options.iss ?? provider.iss)
    .setAudience(options.aud ?? provider.aud)
    .setSubject(`sub-${email}`)
    .setIssuedAt()
    .setExpirationTime(options.exp ?? "5m")
    .sign(await importJWK(jwk, "RS256"));
  return { token, nonce, email };
}
