// What the songwriter's loaders (writer-songs.server, writer-deals.server) hand to the pages, shared by
// both sides.
import type {
  LookupRef,
  SongBidPage,
  SongDeal,
  SongRights,
  SongStats,
  WriterStats,
  WrittenSong,
  WrittenSongPage,
} from "../api/contract";
import type { ActionResult } from "../api/failure";
import type { RequestFilters, SongFilters } from "./writer-query";

/** The editor's pick lists; empty when the api could not give them (the editor says so). */
export interface SongOptions {
  genres: LookupRef[];
  moods: LookupRef[];
}

export interface SongsDashboardData {
  stats: WriterStats;
  /** The songs the chart can show (the newest 50), by id and title. */
  songs: { id: string; title: string }[];
  /** The song the chart shows (`?song=`, else the newest). */
  chosen: string | null;
  /** Null with no song, or when its figures could not be read (the page says which). */
  chart: SongStats | null;
}

export interface SongsManagerData {
  page: WrittenSongPage;
  filters: SongFilters;
  options: SongOptions;
  /** `?new=1`: the editor starts open (links from the dashboard and the empty states). */
  creating: boolean;
}

export interface SongPageData {
  song: WrittenSong;
  options: SongOptions;
  /** Null when the figures or the bids could not be read (the page says so; the rest still works). */
  stats: SongStats | null;
  bids: SongBidPage | null;
}

export interface RequestsData {
  page: SongBidPage;
  filters: RequestFilters;
}

export interface RequestData {
  deal: SongDeal;
}

/** An action's answer: the id of a new song, whether a song is gone, or the rights just checked. */
export type WriterResult = ActionResult & { id?: string; removed?: boolean; rights?: SongRights };
