// Administration: managed resources, upgrades, users, dashboards and the audit log. Part of the API guide
// (./index.ts): Markdown, served in the OpenAPI document's description and rendered by /api/docs.
export const GUIDE_ADMIN = `## Managed resources (\`/admin/music-genres\`, \`/admin/music-moods\`, \`/admin/music-origins\`, \`/admin/user-types\`, \`/admin/user-categories\`)
Every list the admin console and the creator managers edit has the spec §7 shape, built by one factory
(\`workers/api/src/kit/resources\`), so these calls behave the same everywhere:

| call | body / query | result |
|---|---|---|
| \`GET <base>\` | \`page\`, \`per_page\` (≤ 50), \`status?\` (\`1\`/\`0\`), \`q?\` (title starts with, case- and spacing-insensitive) | \`data\`: a page of items |
| \`POST <base>/create\` | the resource's fields (lookups: \`title\` 1–80, \`description?\` ≤ 500) | 201 \`data\`: the item, \`msg\`: "Genre Added" |
| \`GET <base>/{id}\` | – | \`data\`: the item |
| \`POST <base>/update/{id}\` | any editable field | \`data\`, \`msg\`: "Genre Updated" |
| \`POST <base>/status/{id}\` | \`status\`: \`1\` or \`0\` | \`data\`, \`msg\`: "Genre Activated" / "Genre Deactivated" |
| \`POST <base>/delete/{id}\` | – | \`data: { id }\`, \`msg\`: "Genre Deleted"; 409 when other rows use it ("Genre is in use by 3 tracks; deactivate it instead.") |

A lookup item is \`{ id, title, normalized_title, description, status, created_at, updated_at }\`;
\`normalized_title\` is derived by the server (trimmed, single-spaced, lower-case, NFKC) and unique, so a
second "hip  HOP" is a 422 on \`title\`. Per-user resources (the creator managers) answer someone else's id
with 404, exactly like a missing one. Access is the area's role (\`/admin/*\`: admin).

User types (issue 19) are \`{ id, title, normalized_title, grants_role: "creator"|"promoter", creator_kind:
"artist"|"producer"|"songwriter"|null, fee_cents, needs_evidence, status, … }\`: what a type grants is set at
\`create\` (a creator type names its kind; a promoter type none) and never changes; \`update/{id}\` changes the
title, the fee (0–100,000 cents) and the evidence rule. User categories are \`{ id, type: { id, title }, title,
normalized_title, description, status, … }\`, unique by title within their type; \`GET
/admin/user-categories/type/{typeId}?page=\` (or \`?type_id=\` on the list) gives one type's categories, and a
type with categories answers its delete with 409. The seed has Artist, Producer and Songwriter (free) and
Promoter ($5, evidence links required) with their categories.

Every admin write of these lookups is audited (below). Lists also take \`sort\` (\`title\`, \`created_at\`,
\`status\`) and \`direction\` (\`asc\`/\`desc\`); \`POST <base>/bulk-status { ids (1–100), status }\` answers \`{ updated }\`
and "2 genres activated". A lookup in use answers its delete with 409 naming where ("User type is in use by 1
category and 1 application; deactivate it instead.").

## Account upgrades (\`/user/upgrade/*\`, \`/admin/user-applications/*\`) — issue 19
A listener applies to become a creator (of a kind) or a promoter; an admin decides (docs/decisions/0700).

| call | body / query | result |
|---|---|---|
| \`GET /user/upgrade/options\` | – | \`{ types: [{ id, title, grants_role, creator_kind, fee_cents, needs_evidence, categories }] }\` (active only) |
| \`GET /user/upgrade/applications\` | – | my applications, newest first, with \`reason\`, \`resubmit_after\` and the comment thread |
| \`POST /user/upgrade/apply\` | \`user_type_id\`, \`user_category_id\`, \`motivation\` (20–1,000), \`links\` (https, ≥ 1 when the type needs evidence) | 201; free: \`pending\` and "Upgrade Request Submitted Successfully"; with a fee: \`awaiting_payment\` plus \`payment: { request_type: "account_upgrade", data: { application_id }, amount_cents }\` |
| \`POST /user/upgrade/cancel/{id}\` | – | cancels an open application (a paid fee goes back to the wallet) |
| \`POST /user/upgrade/comment/{id}\` | \`body\` | the applicant's reply in the thread |

One open application per type (409), none within 7 days of a rejection of that type (409), none for a role the
account already holds (409). The fee is paid with \`make-service-payment\` (\`request_type: "account_upgrade"\`,
0 % processing fee) and waits in the escrow ledger account \`lac_escrow_upgrades\`: approval posts it to the
fees account, rejection or cancellation returns it to the wallet as a \`refund\` operation in the history.

Admin: \`GET stats\` (\`pending\`, \`approved\`, \`rejected\`, each \`{ month, all }\`), \`GET /\` (\`status\`, \`type_id\`, \`q\`
name or e-mail prefix, \`sort\`, \`direction\`), \`GET /{id}\` (applicant, listening summary, links, thread),
\`POST process/{id} { decision: "approve"|"reject", reason }\` ("Application approved" / "Application
rejected"; a second decision is 409 and moves nothing), \`POST delete/{id}\` (processed ones only), \`POST
comment/{id}\`, \`GET pending-count\`. \`POST /admin/users/upgrade-request/{id}\` is the same decision from a
user's page (\`{ application_id, decision, reason }\`). A decision notifies the applicant live
(\`AccountUpgrade\`) and pushes \`{ type: "admin.pending_applications", response: { count } }\` to every admin.
The new role applies on the applicant's next request (sessions are read from D1 per request).

## Users (\`/admin/users/*\`) — issue 19
| call | body / query | result |
|---|---|---|
| \`GET /admin/users\` | \`role\` (\`listener\` = no granted role), \`status\` (\`1\`/\`0\`), \`country\`, \`q\` (name or e-mail prefix), \`sort\` (\`created_at\`, \`name\`, \`email\`), \`direction\` | a page of \`{ id, name, email, avatar_url, country, status, roles, creator_kinds, created_at, closed }\` (total capped at 10,000) |
| \`GET /admin/users/by-type/{id}\` | \`page\` | the holders of what user type \`id\` grants |
| \`GET /admin/users/{id}\` | – | + \`phone\`, \`bio\`, \`email_verified\`, \`sessions: { active }\`, \`wallet: { balance_cents, held_cents }\`, \`applications\`, \`activity\` (latest 20 sign-ins, plays and admin changes) |
| \`POST /admin/users/create\` | \`name\`, \`email\`, \`country?\`, \`role\`, \`creator_kind?\` | 201, "User Added Successfully"; the user gets a code by e-mail to set a password |
| \`POST /admin/users/update/{id}\` | \`name?\`, \`country?\`, \`roles?\` (the granted set), \`reason\` | "User Updated Successfully"; a role change notifies the user live (\`AccountRoles\`) |
| \`POST /admin/users/status/{id}\` | \`status\` (\`0\` suspends, \`1\` reactivates), \`reason?\` | suspension revokes every session and closes every socket at once; sign-in then answers 403 "This account is suspended. Contact support." (only with the right password) |
| \`POST /admin/users/delete/{id}\` | \`reason?\` | 409 while the wallet holds money or holds; otherwise personal data is anonymised and the account closed (ledger postings stay) |
| \`GET /admin/users/dashboard\` | – | \`totalUsers\`, \`activeUsers\` (30 days), \`newUsers\` (this month), \`pendingUpgradeRequests\`, \`totalUpgrades\`, \`userGrowth\` (% this month), \`newuserTrend\` (90 daily points) |

An admin cannot suspend, demote or delete themself (409), and triggers refuse removing the last active admin
(409), so two admins demoting each other at once leave one.

## Dashboards and the audit log (\`/admin/settings/*\`, \`/admin/audit\`) — issue 19
\`GET /admin/settings/dashboard-summary\` → \`{ total_entities, entity_counts: { users, tracks, albums, artists,
playlists, genres, moods, origins, applications }, recent (latest 10 audit rows), user_type_distribution,
status_distribution }\`; \`GET /admin/settings/entity-distribution\` → \`{ entities: [{ entity, label, count, share
}] }\`. The figures are counters kept exact by triggers (docs/decisions/0710), so each call reads a few rows at
any size. \`GET /admin/audit\` (\`actor_id\`, \`entity\`, \`entity_id\`, \`action\`, \`from\`, \`to\`, paged) lists every
admin write: \`{ id, actor: { id, name }, action, entity, entity_id, changes: { field: [before, after] }, reason,
ip, created_at }\`. Rows are written in the same batch as the write and cannot be changed by any call
(docs/decisions/0701).
`;
