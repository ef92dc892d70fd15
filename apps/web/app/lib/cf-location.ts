import { currencyForCountry } from "@ngoma/currency";
import type { ServerLocation } from "./client-data";

function str(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : typeof value === "number" ? String(value) : null;
}

/** The location part of spec §3 client data, from Cloudflare's request.cf: no third-party lookup. */
export function locationFromCf(cf: Record<string, unknown> | undefined, ip: string | null): ServerLocation {
  const country = str(cf?.country);
  return {
    ip,
    city: str(cf?.city),
    region: str(cf?.region),
    country,
    postal: str(cf?.postalCode),
    latitude: str(cf?.latitude),
    longitude: str(cf?.longitude),
    timezone: str(cf?.timezone),
    currency: country ? currencyForCountry(country) : null,
    isp: str(cf?.asOrganization),
  };
}
