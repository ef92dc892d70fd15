// Written songs and their deals (issue #35): what other features and the composition root may use.
export { expireBids } from "./bids.service";
export { completeDueDeals } from "./deals.service";
export { songMarketRoutes } from "./market.routes";
export { writtenSongRoutes } from "./routes";
export { bidHold, rightsClear, visibleLyrics, type WriterShare } from "./rules";
