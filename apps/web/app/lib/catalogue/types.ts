// Listening views as docs/api-contract.md ("Listening") describes them; the web app only reads these.

export interface Ref {
  id: string;
  name: string;
}
export interface TitledRef {
  id: string;
  title: string;
}

// A type alias, not an interface: the player's PlayerTrack has an index signature, which only an object
// type alias satisfies structurally.
export type Track = {
  id: string;
  title: string;
  artist: Ref | null;
  album: TitledRef | null;
  cover_art_url: string | null;
  album_art: string | null;
  image: string | null;
  duration_ms: number;
  bpm: number | null;
  musical_key: string | null;
  genre: TitledRef | null;
  mood: TitledRef | null;
  origin: TitledRef | null;
  audio_file: { audio_url: string };
  stream_url: string;
  url: string;
  like_count: number;
  save_count: number;
  play_count: number;
  liked: boolean;
  saved: boolean;
  published_at: string | null;
};
export type TrackDetail = Track & { lyrics?: string | null };
export type RankedTrack = Track & { rank: number; plays: number };

/** Counters and the viewer's own flags of what can be liked, saved and followed (the api's `followableShape`). */
export interface Followable {
  like_count: number;
  save_count: number;
  follower_count: number;
  play_count: number;
  liked: boolean;
  saved: boolean;
  followed: boolean;
}

export interface Artist extends Followable {
  id: string;
  name: string;
  bio: string | null;
  image: string | null;
  country: string | null;
  track_count: number;
  album_count: number;
}

export interface Album extends Followable {
  id: string;
  title: string;
  description: string | null;
  cover_art_url: string | null;
  artist: Ref | null;
  genre: TitledRef | null;
  released_at: string | null;
  track_count: number;
  duration_ms: number;
}

export interface Playlist {
  id: string;
  title: string;
  description: string | null;
  cover_art_url: string | null;
  kind: string;
  visibility: string;
  owner: Ref | null;
  track_count: number;
  duration_ms: number;
  like_count: number;
  save_count: number;
  play_count: number;
  liked: boolean;
  saved: boolean;
  is_mine: boolean;
}

export interface Nonstop {
  id: string;
  title: string;
  description: string | null;
  cover_art_url: string | null;
  genre: TitledRef | null;
  mood: TitledRef | null;
  track_count: number;
  like_count: number;
  save_count: number;
  play_count: number;
  liked: boolean;
  saved: boolean;
}

export interface Advert {
  id: string;
  title: string;
  body: string | null;
  image: string | null;
  target_url: string;
}

export type AlbumDetail = Album & { tracks: Track[] };
export type PlaylistDetail = Playlist & { tracks: Track[] };
export type ArtistDetail = Artist & { top_tracks: Track[]; albums: Album[] };

export interface SearchResults {
  query: string;
  tracks: Track[];
  albums: Album[];
  artists: Artist[];
  playlists: Playlist[];
}

export interface TrendingSummary {
  tracks: Track[];
  albums: Album[];
  artists: Artist[];
  playlists: Playlist[];
  nonstops: Nonstop[];
}

/** The collections a like/save/follow toggle applies to, as the api names them. */
export type EngageKind = "music-tracks" | "artists" | "albums" | "playlists" | "nonstops";
export type EngageAction = "like" | "save" | "follow";
