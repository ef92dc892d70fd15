import type { LinksFunction } from "@remix-run/cloudflare";
import { marketLinks } from "../beats/market-links";
import appointmentsCss from "./appointments.css?url";

/**
 * The appointments pages' stylesheets: the beat market's (its card grid, filters and facts, shared so the
 * studio list looks like the markets) and the appointments' own (the week of slots, booking pages).
 */
export const appointmentsLinks: LinksFunction = () => [
  ...marketLinks(),
  { rel: "stylesheet", href: appointmentsCss },
];
