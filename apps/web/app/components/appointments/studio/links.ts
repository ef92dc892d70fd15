import type { LinksFunction } from "@remix-run/cloudflare";
import tracksCss from "../../studio/tracks.css?url";
import studioCss from "./studio-appointments.css?url";

/**
 * The studio pages' stylesheets: the creator studio's facts and fields they share, and their own
 * (calendar, requests, schedule editor). The creator layout already brings the studio's base.
 */
export const studioAppointmentLinks: LinksFunction = () => [
  { rel: "stylesheet", href: tracksCss },
  { rel: "stylesheet", href: studioCss },
];
