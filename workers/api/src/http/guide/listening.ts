// Listening: the catalogue, library, plays and media. Part of the API guide (./index.ts): Markdown, served
// in the OpenAPI document's description and rendered by /api/docs.
export const GUIDE_LISTENING = `## Listening (\`/user/global/*\`, \`/user/library/*\`, \`/user/requirements/*\`, \`/media/*\`) — issue #6
Reads are \`GET\` (query parameters, \`?page=\`); actions are \`POST\` with a JSON body. All \`/user/*\` calls need
a session. Schema: \`workers/api/src/features/{catalogue,collections,engagement,reference}/schema.ts\`.

**Visibility.** A track/album is *listed* when \`publication = 'published'\`, \`visibility = 'public'\` and
\`status = 1\` (artists/nonstops/adverts: \`status = 1\`; playlists: \`visibility = 'public'\`). Anything not listed
is 404 to everyone except its owner (and admins) — never 403, so ids are not probed.

**Pagination.** Every list answers \`data: { data: [...], current_page, last_page, total, from, to, per_page }\`
(\`from\`/\`to\` are 1-based positions, null when empty). \`?page=\` (default 1; below 1 → 422; beyond the last
page → empty \`data\` with the true \`total\`/\`last_page\`), \`?per_page=\` (default 20, 1–50, else 422). Ordering always ends with \`id\` so pages are stable.
Paging reaches the first 10,000 items of a list: a page ending past them (\`page × per_page > 10000\`) is a 422
keyed \`page\` naming the last page, and \`last_page\` never points past it (\`total\` stays true).

**Read limit.** GET requests count per signed-in user (per IP without a session): the 601st in a minute gets
429 \`RATE_LIMITED\` with \`Retry-After\` (seconds to the end of the minute). Public images do not count.

**Views** (snake_case JSON):
- Track: \`{ id, title, artist: { id, name }, album: { id, title } | null, cover_art_url, album_art, image,
  duration_ms, bpm, musical_key, genre: { id, title } | null, mood: {…} | null, origin: {…} | null,
  audio_file: { audio_url }, stream_url, url, like_count, save_count, play_count, liked, saved, published_at }\`.
  \`stream_url\` (= \`audio_file.audio_url\`) is a short-lived signed same-origin URL
  \`/api/v1/media/stream/{id}?exp=<unix s>&sig=<hmac>\` an \`<audio>\` element plays without headers; \`url\` is the
  page path \`/music/details/{id}\`; image fields are \`/api/v1/media/images/<key>\` or null (the player falls back
  cover_art_url → album_art → image).
- Artist: \`{ id, name, bio, image, country, origin, track_count, album_count, like_count, save_count,
  follower_count, play_count, liked, saved, followed }\`.
- Album: \`{ id, title, description, cover_art_url, artist: { id, name }, genre, released_at, track_count,
  duration_ms, like_count, save_count, follower_count, play_count, liked, saved, followed }\`.
- Playlist: \`{ id, title, description, cover_art_url, kind, visibility, owner: { id, name } | null,
  track_count, duration_ms, like_count, save_count, play_count, liked, saved, is_mine }\`.
- Nonstop: \`{ id, title, description, cover_art_url, genre, mood, track_count, like_count, save_count,
  play_count, liked, saved }\`. Advert: \`{ id, title, body, image, target_url }\`.
- Details (\`/{id}\`) add the children: album/playlist/nonstop \`tracks: Track[]\` (in order); artist
  \`top_tracks: Track[]\` and \`albums: Album[]\`.

**Toggles.** \`POST …/like/{id}\`, \`…/save/{id}\`, \`…/follow/{id}\` with optional body \`{ "value": true|false }\`:
with \`value\` the call sets that state (idempotent, safe to retry); without it, it flips. Answer
\`data: { liked|saved|followed: boolean, like_count|save_count|follower_count: number }\`.

**Plays.** \`POST music-tracks/play/{id}\` \`{ play_id?, listened_ms, context_type?, context_id? }\`: the player
reports when a track starts (no \`play_id\` → a new listening session; answer \`{ play_id, counted: false }\`)
and again with the \`play_id\` as it progresses. The play *counts* once \`listened_ms ≥ min(30 000,
duration_ms − 1 000)\`, and only once per listener per track per 30 minutes (repeat reports, replays and
scrubbing can't inflate counts). \`listened_ms\` is capped at the wall-clock time since the session started
(its first report), so a first report of 30 000 does not count; the play counts once 30 s have passed. A counted play increments the track's, its album's and artist's
\`play_count\` and their \`daily_plays\` rows for today (subject types track/album/artist). The context is
recorded on the \`plays\` row (it feeds "played" lists) but never counted again.
\`playlists/play/{id}\` and \`nonstops/play/{id}\` are the collection's own play: they answer
\`{ <playlist|nonstop>, tracks: Track[] }\` and count one play of the collection (its \`play_count\` and
\`daily_plays\`) at most once per listener per 30 minutes, deduplicated through a \`plays\` row for the
collection's first track with that context (\`listened_ms\` 0, not counted as a track play).
\`playlists/played\` lists the public/own playlists that appear as \`context_id\` of the listener's plays,
most recent first.

| call | answer |
|---|---|
| \`GET music-tracks\` \`?page&per_page&sort=new\\|popular&genre&mood\` | Track page |
| \`GET music-tracks/trending\` | Tracks by counted plays in the last 7 days (then all-time plays) |
| \`GET music-tracks/played\` | the listener's recently played tracks, newest first, distinct |
| \`GET music-tracks/liked\` | the listener's liked tracks (library "Liked songs") |
| \`GET music-tracks/my-taste\` | tracks sharing artist/genre/mood with what the listener liked and played, excluding those |
| \`GET music-tracks/related?track_id=&limit=\` | shared artist, then genre and mood; excludes the track; \`data: Track[]\` |
| \`GET music-tracks/{id}\` | Track + \`lyrics\` |
| \`GET artists\`, \`artists/trending\`, \`artists/{id}\` | Artist page / detail |
| \`GET albums\`, \`albums/trending\`, \`albums/{id}\` | Album page / detail |
| \`GET playlists\`, \`playlists/played\`, \`playlists/{id}\` | public playlists / the listener's played / detail |
| \`GET nonstops\`, \`nonstops/trending\`, \`nonstops/{id}\` | |
| \`GET adverts\`; \`POST adverts/view/{id}\`, \`adverts/click/{id}\` | counted once per listener per day; answers \`{ recorded }\` |
| \`GET search?q=&types=&limit=\` | FTS5 prefix search, ranked (bm25), grouped: \`data: { query, tracks, albums, artists, playlists }\` |
| \`GET trending\` | \`data: { tracks, albums, artists, playlists, nonstops }\` (top few of each) |
| \`GET top_100_list\` | \`data: Track & { rank, plays }[]\` by counted plays over 30 days |
| \`GET /user/requirements/access_countries?page=\` | \`{ code, name, currency }\` page |

Library (\`/user/library/playlists…\`, the listener's own playlists): \`GET playlists?page=\` (mine),
\`POST playlists/create\` \`{ title (1–100), description? (≤ 500), visibility? }\`, \`POST playlists/update/{id}\`
(\`visibility: "public"\` needs a verified e-mail: 403 \`EMAIL_NOT_VERIFIED\`),
\`POST playlists/delete/{id}\`, \`POST playlists/tracks/add/{id}\` \`{ track_id }\` (409 if already there),
\`POST playlists/tracks/remove/{id}\` \`{ track_id }\`, \`POST playlists/tracks/reorder/{id}\` \`{ track_ids }\`
(must be exactly the playlist's tracks). Other people's playlists: 404. A playlist holds at most 1,000 tracks (so a
full reorder always fits the 64 KiB body limit); adding a track the listener cannot see is 422 on
\`track_id\`; library calls answer the Playlist view. A collection's play counts when Play is pressed.

Media (no session needed; the signature is the authorisation): \`GET|HEAD /media/stream/{trackId}?exp&sig\`
serves the audio from R2 with \`Accept-Ranges: bytes\`, \`206\` + \`Content-Range\` for \`Range\`, \`416\` for an
unsatisfiable range, \`ETag\`, \`Cache-Control: private, max-age=<until exp>\`; a bad or expired signature is 403.
\`GET /media/images/<key>\` serves cover art/images with a long immutable cache, only as an image type
(SVG, PNG, JPEG, WebP, AVIF, GIF) with \`X-Content-Type-Options: nosniff\`; anything else stored under an
image key is a 404. \`?w=\` (96, 192, 384 or 768; else 422 on \`w\`) serves a PNG, JPEG, WebP or AVIF image as
a WebP at most that wide, made once and kept in R2 (docs/decisions/0311); SVG and GIF come as stored.
`;
