// Written songs and their deals (issue #35): what other features may use. So far the pure rules; the song,
// bid and deal services and routes come with the rest of the issue.
export { bidHold, rightsClear, visibleLyrics, type WriterShare } from "./rules";
