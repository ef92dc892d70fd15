/*
 * The fixed reference data of campaigns (spec §3): the eight guidelines a promoter agrees to and the ten
 * priced promotion tasks ("expectations") a creator funds by the slot. Fixed in code, not in D1: the
 * prices are part of the product's terms, changed by a release (and a migration of nothing), and every
 * order snapshots the price it was funded at, so a later change never reprices a funded slot.
 */

export interface Guideline {
  id: number;
  title: string;
  description: string;
}

export interface Expectation {
  id: number;
  title: string;
  description: string;
  /** USD, whole cents. */
  cost_cents: number;
}

const g = (id: number, title: string, description: string): Guideline => ({ id, title, description });

export const GUIDELINES: readonly Guideline[] = [
  g(1, "No explicit content", "Keep the promotion free of sexual, violent or otherwise explicit material."),
  g(2, "No political messaging", "Do not tie the track to a party, candidate or political cause."),
  g(3, "No altered audio", "Play the track as released: no speed, pitch or content changes."),
  g(
    4,
    "No unauthorized pairing",
    "Do not pair the track with brands, people or other music without consent.",
  ),
  g(5, "No competitor mentions", "Do not promote other artists' releases in the same post."),
  g(6, "No misleading claims", "Say only what is true of the artist, the track and its numbers."),
  g(7, "No unauthorized editing", "Do not cut, remix or re-edit the track beyond what the task asks."),
  g(8, "No derogatory comments", "Nothing demeaning about the artist, listeners or anyone else."),
];

const e = (id: number, title: string, dollars: number, description: string): Expectation => ({
  id,
  title,
  description,
  cost_cents: dollars * 100,
});

export const EXPECTATIONS: readonly Expectation[] = [
  e(1, "Social media post", 25, "A feed post featuring the track on the promoter's main account."),
  e(2, "Story/reel", 40, "A story or reel using the track as its sound."),
  e(3, "Live radio play", 75, "The track played on air during a live radio show."),
  e(4, "Club/venue play", 60, "The track played at a club or venue event."),
  e(5, "Interview mention", 50, "The artist or track mentioned in an interview."),
  e(6, "Playlist addition", 35, "The track added to a public playlist with at least 1,000 followers."),
  e(7, "Video creation", 80, "An original video made for or with the track."),
  e(8, "Streaming play", 45, "The track played on a live stream."),
  e(9, "Podcast feature", 55, "The track featured in a podcast episode."),
  e(10, "TikTok challenge", 65, "A TikTok challenge started with the track."),
];

export const expectationById = (id: number): Expectation | undefined => EXPECTATIONS.find((x) => x.id === id);
export const guidelineById = (id: number): Guideline | undefined => GUIDELINES.find((x) => x.id === id);
