// Accounts: registration, sign-in, sessions, codes, providers. Part of the API guide (./index.ts): Markdown,
// served in the OpenAPI document's description and rendered by /api/docs.
export const GUIDE_ACCOUNTS = `## Accounts (\`/auth/user/*\`)
| call | body | result |
|---|---|---|
| \`register\` | \`name\` (2–80), \`email\`, \`password\` (8–128, not a common password), \`phone?\` (E.164), \`country?\` (ISO-2) | 201 \`data: { user, authtoken: { access_token, token_type: "Bearer", expires_at }, msg }\`; an e-mail verification code is sent; 409 for a taken e-mail, or a \`phone\` another account has verified |
| \`login\` | \`email\`, \`password\` | 200 same shape; 401 \`INVALID_CREDENTIALS\` "Invalid email or password" |
| \`login/google\`, \`login/apple\` | \`id_token\`, \`nonce\`, \`name?\` (Apple sends it only once) | same shape; 401 \`INVALID_ID_TOKEN\` |
| \`verify_provider_account\` | \`provider\` (\`google\`/\`apple\`), \`id_token\`, \`nonce\`, \`code?\` (session required) | links the provider to the signed-in account; \`data: user\`. Needs a sign-in within the last 10 minutes, else a \`reauth_code\` code in \`code\` (403 \`REAUTH_REQUIRED\` without one); the owner gets an e-mail and a Security notification |
| \`reauth_code\` | – (session) | e-mails the account a 6-digit security code that stands in for a fresh sign-in (\`code\` of \`verify_provider_account\` and of a first \`update_password\`) |
| \`authuser\` | – | \`data: user\` plus \`session_id\` (the session the token belongs to; the websocket gate tags sockets with it) |
| \`logout\` | – | revokes the session (the token then gets 401) and closes its live sockets |
| \`password_reset\` | \`email\` | always 200 "If that e-mail is registered, a code has been sent." — the same body, in the same time, for every address: the code is looked up and mailed after the answer, and a mail failure is logged, never shown |
| \`verify_reset\` | \`email\`, \`code\` | 200 \`data: { email, valid: true }\` without using the code up; 422 on a wrong/expired code |
| \`update_password\` | reset: \`email\`, \`code\`, \`password\`; signed in: \`current_password\`, \`password\` (a provider-only account omits \`current_password\` and sets its first password: sign-in within 10 minutes or \`code\` from \`reauth_code\`, else 403 \`REAUTH_REQUIRED\`; e-mailed and notified) | \`data: user\`; revokes the user's other sessions (all of them after a reset) and closes their live sockets |
| \`verify_email\` | \`email\` (session; must be the account's) | sends a code |
| \`verify_phone_number\` | \`phone\` (session, E.164; verified e-mail, else 403 \`EMAIL_NOT_VERIFIED\`) | sets the phone (unverified) and sends an SMS code; 409 "This phone number is verified on another account."; 429 once the account's or the service's daily SMS budget is spent |
| \`verify_code\` | \`channel\` (\`email\`/\`phone\`), \`code\` (session) | marks it verified; \`data: user\`; 409 when another account verified the number meanwhile |
| \`update_profile\` | \`name?\`, \`phone?\`, \`country?\`, \`bio?\`, \`avatar_url?\` | \`data: user\`; unknown keys (role, balance, flags, ids) → 422; a number another account verified → 409 |
| \`update_preferences\` | \`theme?\` (\`dark\`/\`light\`/\`system\`), \`currency?\` (a code \`@ngoma/currency\` covers, any case; null = follow the country), \`language?\`, \`email_notifications?\`, \`audio_notifications?\` | \`data: user\` |

Sign-in with Google or Apple whose verified e-mail matches an account that never verified its own e-mail
takes that account over cleanly: its password is cleared and all its sessions end (docs/decisions/0009).

**Verified e-mail.** Until the account's e-mail is verified, whatever costs money or reaches other people
answers 403 \`{ "msg": "Verify your e-mail address first: we can send you a code from Settings.", "code":
"EMAIL_NOT_VERIFIED" }\`: SMS codes (\`verify_phone_number\`) and publishing a playlist (\`visibility:
"public"\` on create or update). The wallet, payments and uploads use the same guard (\`requireVerifiedEmail\`).

**Linked providers** (\`/user/account/providers\`): \`GET\` → \`data: [{ provider, email, linked_at }]\`, oldest
first. \`POST /user/account/providers/unlink/{provider}\` (\`google\`/\`apple\`) unlinks it, \`data: null\`, with an
e-mail and a Security notification to the owner; 404 when not linked; 409 when it is the last way to sign
in (no password and no other provider); 422 for another provider name.

Codes: 6 digits, stored hashed, single use, valid 10 minutes, 5 attempts, 5 sends per hour per address.
An attempt is counted before the code is compared, so however many guesses arrive at once only 5 are
compared; the rest, and every later one (the right code included), get 422 "Too many wrong attempts. Request
a new code." A right \`verify_reset\` gives its attempt back. SMS codes: at most 10 per account and 1,000 for
the whole service per day, besides the per-number cap; beyond them 429 \`RATE_LIMITED\` with \`Retry-After\`
and a \`msg\` that names the budget. Only verified phone numbers are unique: an unverified number on one
account never blocks another from claiming and verifying it.
Auth POSTs: the 11th per minute per IP gets 429 (an IPv6 client counts per /64); 100 failed logins per
hour per account lock it for the hour (each login is counted before the password is compared and a success
gives its count back, so parallel guesses cannot get more than 100 compared).
`;
