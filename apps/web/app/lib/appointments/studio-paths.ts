// Where the producer's studio pages live (spec §2 creator area, under my-beats: only producers have a
// studio, as only they have beats). The api calls name their endpoints (lib/api/endpoints), so only the
// web paths are here.

/** The studio's tabs, each its own URL so the back button moves between them. */
export const STUDIO_VIEWS = ["requests", "settings"] as const;
export type StudioView = (typeof STUDIO_VIEWS)[number];

const HOME = "/creator-promoter/my-beats/studio-appointments";

/** The producer's studio pages: the home (requests and calendar, settings and hours) and one booking. */
export const STUDIO_APPOINTMENT_PAGES = {
  home: HOME,
  /** The settings and weekly hours tab. */
  settings: `${HOME}?view=settings`,
  booking: (id: string) => `${HOME}/${encodeURIComponent(id)}`,
} as const;

/** The tab a URL asks for: requests unless it names settings. */
export function studioView(search: URLSearchParams): StudioView {
  return search.get("view") === "settings" ? "settings" : "requests";
}
