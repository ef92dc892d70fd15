/*
 * What approving an application of a user type grants: a creator of one kind, or a promoter. Plain
 * constants, so the table (reference/schema.ts) and the wire contracts (admin user types, upgrades)
 * read one definition (a contract file may not import drizzle tables, docs/decisions/0202).
 */

export const UPGRADE_ROLES = ["creator", "promoter"] as const;
export const UPGRADE_CREATOR_KINDS = ["artist", "producer", "songwriter"] as const;
export type UpgradeRole = (typeof UPGRADE_ROLES)[number];
export type UpgradeCreatorKind = (typeof UPGRADE_CREATOR_KINDS)[number];
