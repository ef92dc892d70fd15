// The guide's opening: paths, envelope, the user object, development tools, realtime, notifications. Part of
// the API guide (./index.ts): Markdown, served in the OpenAPI document's description and rendered by
// /api/docs.
export const GUIDE_OVERVIEW = `# Guide

The calls of spec §7 with the paths written there, relative to \`/api/v1\`. POST with a JSON body unless
noted; \`?page=\` is a query parameter. The browser only ever talks to its own origin: in production \`/api/v1/*\` is
routed straight to the api worker; elsewhere the web worker forwards it, unchanged, through the \`API\`
service binding. Either way the api reads the httpOnly session cookie itself (which wins over any
\`Authorization\` header); a bearer is for callers without the cookie (docs/decisions/0306). This guide is part of the OpenAPI document
\`GET /api/v1/openapi.json\` (human page: \`/api/docs\`): OpenAPI 3.1, checked in the test suite by an
independent validator (\`@readme/openapi-parser\`). Every operation has a stable \`operationId\` derived from
method and path (\`get /user/global/music-tracks/{id}\` → \`getUserGlobalMusicTracksById\`); the development
tools appear only where \`ENVIRONMENT=development\`, on localhost. The image key of \`/media/images/{key}\` spans segments
(\`covers/tracks/x.svg\`); send it as is or with \`/\` percent-encoded.

## Envelope
- Success: \`{ "data": <payload>, "msg"?: "Human sentence" }\`.
- Failure: \`{ "msg": "Human sentence", "code": "MACHINE_CODE", "request_id"?: "..." }\` with status
  400 \`BAD_REQUEST\` (malformed JSON, bad query), 401 \`UNAUTHENTICATED\`, 403 \`FORBIDDEN\` (also
  \`EMAIL_NOT_VERIFIED\` and \`REAUTH_REQUIRED\`, below), 404 \`NOT_FOUND\`,
  409 \`CONFLICT\`, 413 \`PAYLOAD_TOO_LARGE\`, 415 \`UNSUPPORTED_MEDIA_TYPE\`, 422 \`VALIDATION\`, 429 \`RATE_LIMITED\`
  (with \`Retry-After\`), 500 \`INTERNAL\` (with \`request_id\`, never a stack).
- Validation: 422 \`{ "msg": "Validation errors occurred", "code": "VALIDATION", "message": { "<field>": ["first message", ...] } }\`.
  Nested fields are dotted (\`"preferences.theme"\`); errors not tied to a field use the key \`"_"\`.
- Every request may carry \`clientData\` (a JSON **string** of spec §3 client data): query parameter on GET,
  form field on multipart, body field otherwise. It is validated and stored with sessions, never trusted:
  the IP and geolocation come from \`CF-Connecting-IP\` / \`request.cf\`.

## The user object (\`data.user\`, and \`data\` of authuser / update_* / verify_*)
\`\`\`json
{
  "id": "usr_…", "name": "Ada", "email": "ada@example.com", "phone": null, "country": "UG",
  "avatar_url": null, "bio": null,
  "roles": ["listener", "creator"], "creator_kinds": ["artist"],
  "email_verified": true, "phone_verified": false, "has_password": true, "providers": ["google"],
  "preferences": { "theme": "dark", "currency": null, "effective_currency": "UGX", "language": "en", "email_notifications": true, "audio_notifications": false },
  "created_at": "2026-11-21T10:00:00.000Z"
}
\`\`\`
\`preferences.effective_currency\` is what amounts are shown in: \`currency\` when set, else the currency of
the country in the user's latest client data (newest session: the client's \`country\`, else where Cloudflare
saw it), else of the account's \`country\`, else \`USD\`.
Roles: everyone is a \`listener\`; \`creator\` (with \`creator_kinds\` among artist/producer/songwriter),
\`promoter\` and \`admin\` are granted. Areas: \`/user/*\` needs a session, \`/creator/*\` the creator role,
\`/promoter/*\` the promoter role, \`/admin/*\` the admin role (401 without a session, 403 without the role).

## Realtime
\`GET /api/v1/websockets/connect?token=<access token>\` (websocket upgrade; the web worker checks the
session and \`Origin\`, then hands the socket to the user's Durable Object). Messages server → client:
\`{ "type": "notification", "response": { "data": { "msg": "...", "data": { "notification_type": "CampaignPromotion", ... } } }, "user_id": "usr_…" }\`.
Heartbeat: the client sends \`{ "type": "ping", "timestamp": n }\`, the server answers \`{ "type": "pong", "timestamp": n }\`.
Each socket belongs to the session that opened it. The server closes it with **4001** "Session ended" when
that session ends (logout, a sign-out from the sessions list, a password change for the other sessions, a
reset for all of them): do not reconnect. It closes every socket after an hour with **4000**: reconnect,
and the session is checked again (docs/decisions/0011).

## Notifications (\`/user/global/notifications\`)
Stored, then pushed live as the Realtime message above (\`data\` carries \`notification_type\`, \`id\`, \`created_at\`
and event details). \`GET /user/global/notifications?page=&per_page=\` → \`data: { data: [{ id, type, msg, data,
read, read_at, created_at }], current_page, last_page, total, from, to, per_page, unread }\`, newest first
(per_page default 20, 1–50). \`POST /user/global/notifications/read/{id}\` → \`data: notification\` (404 for another
user's id); \`POST /user/global/notifications/read-all\` → \`data: { updated }\`. Security events today: "New sign-in"
(a sign-in while other sessions are live), "Password changed", a first password set, and a provider linked
or unlinked (the last three also e-mailed).
`;
