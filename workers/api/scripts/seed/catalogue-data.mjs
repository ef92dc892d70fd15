// The demo catalogue as data: who made what, with deterministic ids (demoId: trk_demo0…01 …) so
// the seed is idempotent and tests and docs can name things. Audio, durations, tempo and key come
// from the synthesiser at seed time.
import { DEMO_USER, demoId } from "./ids.mjs";

/** [name, origin index, genre index, bio]; the first is the demo creator's own artist profile. */
export const ARTISTS = [
  ["Kato Mwesigwa", 0, 0, "Kampala producer behind late-night grooves; the demo creator's own profile."],
  ["Amani Waves", 1, 4, "Nairobi beatmaker of soft-focus lo-fi for long study sessions."],
  ["Adaeze Sol", 2, 5, "Lagos soul singer-songwriter with warm keys and patient grooves."],
  ["Kwame Horizon", 3, 2, "Highlife guitar lines meeting modern drums, from Kumasi."],
  ["Thandi Pulse", 4, 1, "Johannesburg amapiano: log drums, wide pads, sunset energy."],
  ["Zuri Bloom", 5, 9, "Dar es Salaam acoustic duo of gentle, bright melodies."],
  ["Mbongo Électrique", 6, 8, "Kinshasa electronic project built on rumba-flavoured synth lines."],
  ["Fatou Lune", 7, 3, "Dakar jazz pianist with a taste for slow, dreamy chords."],
  ["Ingabo Choir", 8, 6, "Kigali gospel collective: uplifting harmonies, steady claps."],
].map(([name, origin, genre, bio], i) => ({ id: demoId("art", "demo", i + 1), name, origin, genre, bio }));

/** [artist index, title, description]. */
export const ALBUMS = [
  [0, "Kampala Nights", "After-hours grooves from the seven hills."],
  [1, "Rain on Ngong Road", "Lo-fi for rainy afternoons."],
  [2, "Golden Hour Letters", "Soul songs written at sunset."],
  [3, "Coastline Highlife", "Guitars, horns and a sea breeze."],
  [4, "Log Drum Diaries", "Amapiano from dusk to dawn."],
  [5, "Small Bright Things", "Acoustic miniatures."],
  [6, "Rumba Circuit", "Electronic dances with a Congolese heart."],
  [7, "Blue Baobab", "Late-night piano jazz."],
  [8, "Hills of Praise", "Gospel harmonies from Kigali."],
].map(([artist, title, description], i) => ({
  id: demoId("alb", "demo", i + 1),
  artist,
  title,
  description,
}));

const TITLES = [
  "Boda Boda Sunrise",
  "Lake Victoria Blue",
  "Nakasero Lights",
  "Matatu Dreams",
  "Kilimani Rain",
  "Slow Chai",
  "Lagos Golden Hour",
  "Letters to Ada",
  "Harmattan Heart",
  "Cape Coast Breeze",
  "Kente Skies",
  "Palm Wine Walk",
  "Soweto Sunset",
  "Log Drum Lullaby",
  "Midnight Taxi Rank",
  "Zanzibar Morning",
  "Little Lanterns",
  "Spice Market Waltz",
  "Kinshasa Circuit",
  "Rumba Voltage",
  "Congo River Lines",
  "Blue Baobab",
  "Goree Moon",
  "Dakar After Dark",
  "Hills of Praise",
  "Thousand Hills",
  "Morning Hymn",
  "Jinja Falls",
  "Mombasa Tide",
  "Afro Dawn",
  "Savannah Glide",
  "Equator Line",
  "Keep the Light",
  "Unfinished Demo",
];

const LYRICS = [
  "City lights on the seven hills,\nthe night is young and the air is still.",
  "Rain on the window, tea on the stove,\nslow afternoon, nowhere to go.",
  "Write me a letter at golden hour,\nsing it back like a sunflower.",
];

/**
 * 32 published public tracks spread over the nine albums (tracks 01–04 and the two unlisted ones belong
 * to the demo creator's artist), plus tracks 33 (draft) and 34 (private), both owned by
 * the demo creator so "refused to others, playable by the owner" can be tried in the app.
 */
export const TRACKS = TITLES.map((title, i) => {
  const n = i + 1;
  const published = n <= 32;
  const albumIndex = published ? Math.min(8, Math.floor(i / 3.56)) : null;
  const artist = published ? ALBUMS[albumIndex].artist : 0;
  return {
    id: trackNumberId(n),
    title,
    artist,
    album: albumIndex,
    genre: (ARTISTS[artist].genre + (n % 3 === 0 ? 1 : 0)) % 10,
    mood: (n * 3) % 10,
    origin: ARTISTS[artist].origin,
    publication: n === 33 ? "draft" : "published",
    visibility: n === 34 ? "private" : "public",
    owner: artist === 0 ? DEMO_USER.creator : null,
    lyrics: n % 5 === 1 ? LYRICS[n % 3] : null,
  };
});

/** Editorial playlists: [title, description, track numbers]. */
export const PLAYLISTS = [
  ["Fresh Finds", "New sounds from across the continent.", [1, 5, 9, 13, 17, 21, 25, 29, 31]],
  ["Focus Flow", "Calm, steady music to work to.", [4, 5, 6, 16, 17, 22, 23]],
  ["Sunset Soul", "Warm voices and golden chords.", [7, 8, 9, 3, 24, 28, 30]],
  ["Party Starters", "Turn it up.", [13, 14, 15, 19, 20, 21, 32, 12]],
  ["Sunday Morning", "Gentle songs for slow mornings.", [16, 17, 18, 25, 26, 27, 10]],
].map(([title, description, tracks], i) => ({ id: demoId("pl", "demo", i + 1), title, description, tracks }));

/** The demo listener's own private playlist. */
export const LISTENER_PLAYLIST = {
  id: demoId("pl", "demolistener", 1),
  title: "My Road Trip",
  description: "Songs for the drive to Jinja.",
  tracks: [28, 2, 11, 19],
};

export const NONSTOPS = [
  ["Non-stop Afro Grooves", "An endless mix of afrobeats and amapiano.", 0, 8, [1, 2, 3, 13, 14, 15, 29, 30]],
  ["Non-stop Chill", "Lo-fi and acoustic, on repeat.", 4, 0, [4, 5, 6, 16, 17, 18, 22, 23]],
  ["Non-stop Praise", "Uplifting gospel and soul.", 6, 6, [25, 26, 27, 7, 8, 9, 31, 32]],
].map(([title, description, genre, mood, tracks], i) => ({
  id: demoId("ns", "demo", i + 1),
  title,
  description,
  genre,
  mood,
  tracks,
}));

export const ADVERTS = [
  [
    "New: Log Drum Diaries",
    "Thandi Pulse's amapiano album is out now.",
    `/album/details/${demoId("alb", "demo", 5)}`,
  ],
  [
    "Fresh Finds, every week",
    "New music picked by our editors.",
    `/playlist/details/${demoId("pl", "demo", 1)}`,
  ],
  ["Tune in non-stop", "Endless mixes for every mood.", "/nonstop-music"],
].map(([title, body, target], i) => ({ id: demoId("adv", "demo", i + 1), title, body, target }));

export function trackNumberId(n) {
  return demoId("trk", "demo", n);
}
