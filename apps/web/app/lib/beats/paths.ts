// Where the producer's beat pages live (spec §2 creator area, my-beats). The api calls name their
// endpoints (lib/api/endpoints), so only the web paths are here.

/** The producer's beat pages. */
export const BEATS_PAGES = {
  dashboard: "/creator-promoter/my-beats/dashboard",
  manager: "/creator-promoter/my-beats/beats-manager",
  /** The manager with its "New beat" form open (the dashboard's and empty states' links). */
  newBeat: "/creator-promoter/my-beats/beats-manager?new=1",
  beat: (id: string) => `/creator-promoter/my-beats/beats-manager/${encodeURIComponent(id)}`,
} as const;

/** Every my-beats page starts with this (the creator navigation's "Beats" sections). */
export const BEATS_PREFIX = "/creator-promoter/my-beats/";
