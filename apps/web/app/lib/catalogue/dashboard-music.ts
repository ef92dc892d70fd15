// What the dashboard's listening half shows: each block is null when its call failed (the page shows a note
// in its place), adverts an empty list.
import type { Advert, RankedTrack, Track } from "../api/contract";

export interface DashboardMusic {
  trending: Track[] | null;
  fresh: Track[] | null;
  top: RankedTrack[] | null;
  taste: Track[] | null;
  adverts: Advert[];
}
