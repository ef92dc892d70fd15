// Spec §3 client data, built at start-up when missing or older than 10 days. The location part comes
// from the server's request.cf (GET /resources/client-data): no third-party IP lookup from the browser.
import type { ClientDataBody } from "./api/contract";
import type { DeviceClass } from "./device";

export const CLIENT_DATA_KEY = "ngoma.clientData";
export const CLIENT_DATA_MAX_AGE_MS = 10 * 24 * 60 * 60 * 1000;
export const CLIENT_DATA_ERROR = "Failed to load client data";

/** What the server knows about the connection (see routes/resources.client-data.ts). */
export interface ServerLocation {
  ip: string | null;
  city: string | null;
  region: string | null;
  country: string | null;
  postal: string | null;
  latitude: string | null;
  longitude: string | null;
  timezone: string | null;
  currency: string | null;
  isp: string | null;
}

/**
 * The client data as stored and sent: the api's fields (unknown location fields left out rather than
 * null, the schema has them optional) with the device, route and time always present.
 */
export type ClientData = Pick<ClientDataBody, keyof ServerLocation> &
  Required<Pick<ClientDataBody, "device" | "access_route" | "access_time">>;

export function isClientData(value: unknown): value is ClientData {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.access_time === "string" && typeof v.device === "string";
}

/** Parses the stored string; null when absent or unreadable. */
export function parseStoredClientData(raw: string | null): ClientData | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isClientData(value) ? value : null;
  } catch {
    return null;
  }
}

/** True when start-up must (re)build client data: none stored, unreadable, or 10 days old. */
export function needsClientData(stored: ClientData | null, now: number): boolean {
  if (!stored) return true;
  const builtAt = Date.parse(stored.access_time);
  if (!Number.isFinite(builtAt)) return true;
  return now - builtAt >= CLIENT_DATA_MAX_AGE_MS || builtAt > now + 60_000;
}

export function buildClientData(
  location: ServerLocation,
  device: DeviceClass,
  route: string,
  now: Date,
): ClientData {
  const known: { [K in keyof ServerLocation]?: string } = {};
  for (const [key, value] of Object.entries(location) as [keyof ServerLocation, string | null][]) {
    if (value !== null && value !== "") known[key] = value;
  }
  return { ...known, device, access_route: route, access_time: now.toISOString() };
}
