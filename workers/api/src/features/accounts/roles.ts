/** Roles granted on top of the implicit listener role every account has. */
export const GRANTED_ROLES = ["creator", "promoter", "admin"] as const;
export type GrantedRole = (typeof GRANTED_ROLES)[number];
export type Role = "listener" | GrantedRole;
export const CREATOR_KINDS = ["artist", "producer", "songwriter"] as const;
export type CreatorKind = (typeof CREATOR_KINDS)[number];

/**
 * Which role each API area needs (spec §6). The guard reads this table, so adding an area is one line
 * here rather than a check someone can forget in a handler.
 */
export const AREA_ROLES: ReadonlyArray<{ prefix: string; role: Role }> = [
  { prefix: "/user/", role: "listener" },
  { prefix: "/promoter_creator/", role: "listener" },
  { prefix: "/creator/", role: "creator" },
  { prefix: "/promoter/", role: "promoter" },
  { prefix: "/admin/", role: "admin" },
];

/**
 * The role a path needs, or null for public paths.
 *
 * @example roleForPath("/admin/users") // "admin"
 */
export function roleForPath(path: string): Role | null {
  return AREA_ROLES.find((area) => path.startsWith(area.prefix))?.role ?? null;
}

/** Every account is a listener; granted rows add the rest. */
export function effectiveRoles(granted: ReadonlyArray<{ role: GrantedRole }>): Role[] {
  const roles = new Set<Role>(["listener"]);
  for (const row of granted) roles.add(row.role);
  return ["listener", ...GRANTED_ROLES].filter((r) => roles.has(r as Role)) as Role[];
}
