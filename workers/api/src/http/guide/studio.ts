// The creator studio: track uploads (tus) and the studio's calls. Part of the API guide (./index.ts):
// Markdown, served in the OpenAPI document's description and rendered by /api/docs.
export const GUIDE_STUDIO = `## Track uploads (\`/creator/music-tracks/upload\`, tus 1.0) — issue 18

Resumable uploads speak [tus 1.0](https://tus.io/protocols/resumable-upload) (core, creation, termination,
expiration; docs/decisions/0601). Use a tus client (the web uses \`tus-js-client\` with \`chunkSize\`
\`UPLOAD_PART_SIZE\` = 8,388,608 from \`@ngoma/api/contract\`). Every request but OPTIONS sends
\`Tus-Resumable: 1.0.0\` (else 412); every answer carries it.

| call | sends | answers |
|---|---|---|
| \`OPTIONS /creator/music-tracks/upload\` | — | 204, \`Tus-Version: 1.0.0\`, \`Tus-Extension: creation,termination,expiration\`, \`Tus-Max-Size: 209715200\` |
| \`POST /creator/music-tracks/upload\` | \`Upload-Length\` (1 .. 209715200), \`Upload-Metadata\` with \`filename\` (\`filetype\` is ignored) | 201 \`{ data: { upload_id, track_id }, msg: "Track Added" }\`, \`Location: /api/v1/creator/music-tracks/upload/{uploadId}\`, \`Upload-Expires\` (24 h), \`Ngoma-Track-Id\`; 413 over 200 MB or \`STORAGE_QUOTA_EXCEEDED\` past the quota (the message says how much is left); 422 on \`filename\` |
| \`HEAD …/upload/{uploadId}\` | — | 200, \`Upload-Offset\` (resume from here), \`Upload-Length\`, \`Upload-Expires\`, \`Cache-Control: no-store\`; 404 for unknown, expired or someone else's |
| \`PATCH …/upload/{uploadId}\` | \`Content-Type: application/offset+octet-stream\` (else 415), \`Upload-Offset\`, a body of exactly 8 MiB or, for the last part, the remaining bytes | 204 with the new \`Upload-Offset\`; 409 \`UPLOAD_OFFSET_MISMATCH\` with the real \`Upload-Offset\`; 400 \`INVALID_PART_SIZE\` (413 over 8 MiB); 400 \`PART_INTERRUPTED\` (nothing stored); 415 \`UNSUPPORTED_AUDIO\` for a first part that is not WAV, MP3, FLAC, OGG or AAC/M4A (the upload and its draft track are gone) |
| \`DELETE …/upload/{uploadId}\` | — | 204: parts dropped, draft track deleted, bytes released; 404 once finished |

The draft track (\`processing: "uploading"\`) exists from the POST. After the last part it is \`processing\`;
the server reads its duration, facts and a 1,000-point waveform, then it is \`ready\` or \`failed\` with
\`processing_error\`. The owner gets a \`Track\` notification (\`data: { track_id, processing }\`) on the
realtime channel when it settles.

## Creator studio (\`/creator/music-tracks/*\`, \`/creator/music-albums/*\`, \`/creator/music-lookups\`) — issue 18

Everything is the caller's own: another creator's id is a 404, exactly like a missing one. Lists have the
managed-resource shape (\`?page=&per_page=&status=&q=\`, \`q\` searching titles through the full-text index)
plus \`publication=draft|published\` (and \`processing=\` for tracks).

| call | answers |
|---|---|
| \`GET /creator/music-tracks\` | a page of \`CreatorTrack\` (title, album, genre/mood/origin, bpm, musical_key, explicit, lyrics, credits \`{featured, producers, writers}\`, publication, visibility, status, \`processing\` \`uploading\`/\`processing\`/\`ready\`/\`failed\` with \`processing_error\`, \`audio\` facts, \`cover_art_url\`, \`stream_url\`, \`waveform_url\`, an unfinished \`upload {id, url, offset, length}\`) |
| \`GET /creator/music-tracks/{id}\` | one \`CreatorTrack\` |
| \`POST /creator/music-tracks/update/{id}\` | any of the fields above; 'Track Updated'. Publishing needs \`processing: ready\` (422 on \`publication\`); \`album_id\` must be the caller's album; lookups must be active |
| \`POST /creator/music-tracks/status/{id}\` | \`{ status: 0|1 }\`; 'Track Activated' / 'Track Deactivated' |
| \`POST /creator/music-tracks/delete/{id}\` | 'Track Deleted': one batch removes it from playlists and non-stops (totals and positions refreshed), renumbers its album and releases its storage; then its R2 objects go |
| \`POST /creator/music-tracks/cover/{id}\`, \`POST /creator/music-albums/cover/{id}\` | multipart \`file\`: JPEG, PNG or WebP by its bytes, ≤ 10 MB, ≥ 500×500 (422 otherwise); stored under a new key, served with an image type and a year's immutable cache |
| \`GET /creator/music-albums\`, \`POST create\`, \`GET {id}\` (with its ordered tracks), \`POST update/{id}\`, \`POST status/{id}\`, \`POST delete/{id}\` | \`CreatorAlbum\`; 'Album Added' / 'Updated' / 'Activated' / 'Deactivated' / 'Deleted'. An album is published only with a ready track (422); a published album that loses its last ready track returns to draft. Deleting an album keeps its tracks as singles |
| \`POST /creator/music-albums/tracks/{id}\` | \`{ track_ids }\`: the album's tracks in order (the caller's own, each once); 'Album Updated' |
| \`GET /creator/music-albums/creator-stats/{userId}\` | the caller's own (or, for an admin, anyone's): tracks by state, albums, storage \`{used_bytes, quota_bytes}\`, all-time totals |
| \`GET /creator/music-tracks/metrics/{id}\`, \`GET /creator/music-albums/metrics/{id}\`, \`GET /creator/music-tracks/metrics\` | \`?window=7|28|90|all\` (default 28): totals, a zero-filled daily series (plays, listeners, likes, saves, follows — \`null\` for a track, which cannot be followed), top countries and top sources; the last one for the whole catalogue with its top tracks. Read from the trigger-kept daily rows: at most one row per day per series (docs/decisions/0602) |
| \`GET /creator/music-lookups\` | the active genres, moods and origins \`{ genres, moods, origins }\` the forms offer |

\`/promoter_creator/metrics\` gains \`creator: { tracks, albums, plays, listeners } | null\` (28 days).
Track views everywhere carry \`waveform_url\`: \`GET /media/waveforms/{trackId}?exp&sig\`, signed like the
stream URL and checked like a stream, answers \`{ track_id, points, peaks }\` (base64, one byte 0–255 per point).
A play report may give \`context_type: "search"\` (no id) so search shows as a source.
`;
