// The upgrade tests' shared data: two types on offer (Promoter with a $5 fee that asks for evidence, a
// free Artist) and an application for Promoter waiting for its fee. Imported by tests only.
import type { Application, UpgradeOption } from "../api/contract";

export const PROMOTER_OPTION: UpgradeOption = {
  id: "uty_promoter",
  title: "Promoter",
  grants_role: "promoter",
  creator_kind: null,
  fee_cents: 500,
  needs_evidence: true,
  categories: [{ id: "uca_dj", title: "Club DJ", description: null }],
};

export const ARTIST_OPTION: UpgradeOption = {
  id: "uty_artist",
  title: "Artist",
  grants_role: "creator",
  creator_kind: "artist",
  fee_cents: 0,
  needs_evidence: false,
  categories: [{ id: "uca_singer", title: "Singer", description: "Vocals" }],
};

/** A motivation long enough for the form (20+ characters). */
export const MOTIVATION = "I run a weekly show on Kampala radio.";

/** A Promoter application awaiting its fee, with `extra` over it. */
export function application(extra: Partial<Application> = {}): Application {
  return {
    id: "uap_1",
    status: "awaiting_payment",
    type: { id: "uty_promoter", title: "Promoter", grants_role: "promoter", creator_kind: null },
    category: { id: "uca_dj", title: "Club DJ" },
    motivation: MOTIVATION,
    links: ["https://instagram.com/dj"],
    fee_cents: 500,
    reason: null,
    created_at: "2026-11-20T10:00:00Z",
    submitted_at: null,
    decided_at: null,
    resubmit_after: null,
    comments: [],
    ...extra,
  };
}
