import { demoId } from "../../workers/api/scripts/seed/ids.mjs";
// The four catalogue scenarios of issue #6, as request factories for the load generator: a random list
// page, a search for one of ten common words, a random track's details, and a 64 KiB ranged read of a
// signed stream URL (taken from track details, as the player gets them). Tracks are the seed:large ids.
// Every request carries what a signed-in browser sends to its own origin: the session cookie (the api
// reads it itself, docs/decisions/0306), an `<audio>` element's ranged reads included.

export const SEARCH_TERMS = [
  "gold",
  "river",
  "midnight",
  "echo",
  "velvet",
  "ocean",
  "lantern",
  "neon",
  "coral",
  "storm",
];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** The id `npm run seed:large` gives its n-th track (1-based). */
export const largeTrackId = (n) => demoId("trk", "large", n);

/** The demo listener's credentials (workers/api/scripts/seed.mjs). */
export const DEMO_LISTENER = { email: "listener@demo.ngoma.dev", password: "ngoma-demo-2026" };

/** Signs in on `base` (as the demo listener unless told) and returns the session token. */
export async function signIn(base, credentials = DEMO_LISTENER) {
  const res = await fetch(`${base}/api/v1/auth/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credentials),
  });
  const body = await res.json();
  if (!body.data?.authtoken) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return body.data.authtoken.access_token;
}

/**
 * The signed stream URLs of the tracks `ids`, read one after another from their details, as the player
 * gets them.
 *
 * @example const streams = await streamUrls(base, { cookie }, [largeTrackId(1)]);
 */
export async function streamUrls(base, headers, ids) {
  const urls = [];
  for (const id of ids) {
    const res = await fetch(`${base}/api/v1/user/global/music-tracks/${id}`, { headers });
    const body = await res.json();
    if (!body.data?.stream_url) throw new Error(`no stream_url for ${id}: ${JSON.stringify(body)}`);
    urls.push(body.data.stream_url);
  }
  return urls;
}

/**
 * Signs in as the demo listener on `base` and returns `{ list, search, details, stream }`, each a
 * `() => { path, headers }` for runLoad.
 *
 * @example const { details } = await catalogueRequests(stack.url, 100_000);
 */
export async function catalogueRequests(base, tracks) {
  const auth = { cookie: `__Host-ngoma_session=${await signIn(base)}` };
  const randomTrack = () => largeTrackId(1 + Math.floor(Math.random() * tracks));
  const streams = await streamUrls(base, auth, Array.from({ length: 50 }, randomTrack));
  return {
    list: () => ({
      path: `/api/v1/user/global/music-tracks?page=${1 + Math.floor(Math.random() * 50)}`,
      headers: auth,
    }),
    search: () => ({ path: `/api/v1/user/global/search?q=${pick(SEARCH_TERMS)}`, headers: auth }),
    details: () => ({ path: `/api/v1/user/global/music-tracks/${randomTrack()}`, headers: auth }),
    stream: () => {
      const start = Math.floor(Math.random() * 900_000);
      return { path: pick(streams), headers: { ...auth, range: `bytes=${start}-${start + 65_535}` } };
    },
  };
}
