// Role areas (spec §6, api contract): everyone is a listener; creator, promoter and admin are granted.
import type { Role, User } from "./api/contract";

export type RoleArea = "creator-promoter" | "promoter" | "admin";

const AREA_ROLE: Record<RoleArea, Role> = {
  "creator-promoter": "creator",
  promoter: "promoter",
  admin: "admin",
};

export function requiredRoleFor(area: RoleArea): Role {
  return AREA_ROLE[area];
}

export function hasRole(user: Pick<User, "roles">, role: Role): boolean {
  return role === "listener" || user.roles.includes(role);
}

export interface Capability {
  role: Role;
  title: string;
  description: string;
}

const CAPABILITIES: Capability[] = [
  {
    role: "listener",
    title: "Listen",
    description: "Play, like and save music, follow artists and build playlists.",
  },
  {
    role: "creator",
    title: "Create",
    description: "Upload tracks, manage albums, beats and songs, and run campaigns.",
  },
  {
    role: "promoter",
    title: "Promote",
    description: "Apply to campaigns, submit evidence and request payouts.",
  },
  {
    role: "admin",
    title: "Administer",
    description: "Manage reference data, users, applications and tracks for sale.",
  },
];

/** What the dashboard offers this user, in a fixed order. */
export function capabilitiesOf(user: Pick<User, "roles">): Capability[] {
  return CAPABILITIES.filter((c) => hasRole(user, c.role));
}

/** "Good morning" / "Good afternoon" / "Good evening" for the user's local hour. */
export function greetingFor(hour: number): string {
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

/**
 * The hour of `at` in `timeZone` (an IANA name such as Cloudflare's `request.cf.timezone`), or in UTC
 * when the zone is missing or unknown.
 *
 * @example hourIn(new Date("2026-11-24T10:00:00Z"), "Africa/Kampala") // 13
 */
export function hourIn(at: Date, timeZone: string | undefined): number {
  const format = (zone: string) =>
    Number(
      new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", timeZone: zone }).format(at),
    );
  try {
    return timeZone ? format(timeZone) : at.getUTCHours();
  } catch {
    return at.getUTCHours(); // An unknown zone name: RangeError.
  }
}
