// The demo community: people who joined over the past six months (so the admin dashboard's sign-up and
// growth charts have a history, not one spike today) and the account upgrade applications an admin finds
// waiting or already decided, with the audit rows those decisions wrote. Deterministic: fixed ids and a
// seeded random walk, so re-running the seed changes nothing. None of them can sign in (no password);
// the demo accounts (seed.mjs) are the ones to use.
import { DEMO_USER, demoId } from "./ids.mjs";
import { insertRow } from "./sql.mjs";

const DAY = 86_400_000;

const FIRST = ["Amani", "Bora", "Chiku", "Dembe", "Ekon", "Faraji", "Gathoni", "Hakeem", "Imani", "Jabari"];
const LAST = ["Okello", "Mensah", "Njeri", "Adebayo", "Mwangi", "Nakato", "Dlamini", "Kamau"];
const COUNTRIES = ["UG", "UG", "UG", "KE", "KE", "NG", "NG", "ZA", "TZ", "RW", "GH", "GB", "US"];
/** How many community members; joins grow towards today, as a young platform's do. */
export const COMMUNITY_SIZE = 48;

/** A small deterministic generator (mulberry32), so every seed writes the same community. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The community's members: id, name, e-mail, country, when they joined (days ago) and any role. */
export function communityMembers() {
  const random = rng(1792);
  return Array.from({ length: COMMUNITY_SIZE }, (_, i) => {
    const first = FIRST[i % FIRST.length];
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
    // 1 − √u skews joins towards today: more people joined last month than five months ago.
    const daysAgo = Math.floor(180 * (1 - Math.sqrt(random())));
    const role =
      i % 6 === 0
        ? ["creator", ["artist", "producer", "songwriter"][i % 3]]
        : i % 11 === 0
          ? ["promoter", ""]
          : null;
    return {
      id: demoId("usr", "community", i + 1),
      name: `${first} ${last}`,
      email: `${first}.${last}.${i + 1}@community.ngoma.dev`.toLowerCase(),
      country: COUNTRIES[Math.floor(random() * COUNTRIES.length)],
      daysAgo,
      role,
    };
  });
}

/** When each demo account joined (days ago): the demo accounts are old hands, not today's sign-ups. */
export const DEMO_JOINED_DAYS_AGO = {
  [DEMO_USER.admin]: 200,
  [DEMO_USER.creator]: 170,
  [DEMO_USER.listener]: 120,
  [DEMO_USER.promoter]: 95,
};

/** [member index, type key, category number, status, days since it was made, the admin's reason]. */
const APPLICATIONS = [
  [1, "artist", 1, "pending", 1, null],
  [2, "producer", 1, "pending", 2, null],
  [3, "songwriter", 2, "pending", 4, null],
  [4, "artist", 3, "pending", 6, null],
  [5, "producer", 2, "approved", 14, "Strong portfolio and clear plans."],
  [7, "artist", 4, "approved", 30, null],
  [8, "songwriter", 1, "rejected", 21, "Please add links to your published work and apply again."],
  [9, "artist", 2, "rejected", 45, "The links did not open."],
];

const MOTIVATION = {
  artist: "I have been releasing music independently and want to reach listeners across the region.",
  producer: "I produce beats for local artists and want to sell licences to a wider audience.",
  songwriter: "I write songs for other artists and want to offer them on the song marketplace.",
};

/** The community's rows: members, their roles, applications and the audit rows of decided ones. */
export function communityStatements(now) {
  const members = communityMembers();
  const s = [];
  for (const m of members) {
    const joined = now - m.daysAgo * DAY - (m.daysAgo === 0 ? 3_600_000 : 0);
    s.push(
      insertRow("users", {
        id: m.id,
        name: m.name,
        email: m.email,
        country: m.country,
        password_hash: null,
        email_verified_at: joined + 60_000,
        status: "active",
        pref_theme: "dark",
        pref_language: "en",
        pref_email_notifications: 1,
        pref_audio_notifications: 0,
        created_at: joined,
        updated_at: joined,
      }),
    );
    if (m.role) {
      s.push(
        insertRow("user_roles", { user_id: m.id, role: m.role[0], kind: m.role[1], granted_at: joined }),
      );
    }
  }
  APPLICATIONS.forEach(([index, key, category, status, daysAgo, reason], n) => {
    const member = members[index];
    const made = now - daysAgo * DAY;
    const decided = status === "pending" ? null : made + 2 * DAY;
    const id = demoId("uap", "community", n + 1);
    s.push(
      insertRow("user_applications", {
        id,
        user_id: member.id,
        type_id: demoId("utp", `demo${key}`),
        category_id: demoId("ucat", `demo${key}`, category),
        motivation: MOTIVATION[key],
        links: JSON.stringify([`https://soundcloud.com/${member.email.split("@")[0].replace(/\./g, "-")}`]),
        status,
        fee_cents: 0,
        operation_id: null,
        reason,
        decided_by: decided ? DEMO_USER.admin : null,
        decided_at: decided,
        submitted_at: made,
        created_at: made,
        updated_at: decided ?? made,
      }),
    );
    if (!decided) return;
    if (status === "approved") {
      s.push(
        insertRow("user_roles", { user_id: member.id, role: "creator", kind: key, granted_at: decided }),
      );
    }
    s.push(
      insertRow("audit_log", {
        id: demoId("aud", "community", n + 1),
        actor_id: DEMO_USER.admin,
        action: status === "approved" ? "approve" : "reject",
        entity: "user_application",
        entity_id: id,
        changes: JSON.stringify({
          status: ["pending", status],
          ...(reason ? { reason: [null, reason] } : {}),
          ...(status === "approved" ? { granted: [null, `creator:${key}`] } : {}),
        }),
        reason,
        ip: "127.0.0.1",
        created_at: decided,
      }),
    );
  });
  return { statements: s, members: members.length, applications: APPLICATIONS.length };
}
