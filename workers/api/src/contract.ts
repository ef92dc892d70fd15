// The API's wire contract: every request and response schema a client may rely on, in one place.
// `@ngoma/api/contract` resolves here. The web app imports it with `import type` only and derives its
// types with `z.output` / `z.input`, so renaming a field here breaks the web's typecheck and nothing of
// the API is bundled into the web. Every module re-exported here imports zod and other contract files
// only (no drizzle, no Hono app, no Workers types), so a client program can type-check them.

// Envelope, client data and paging
export { ClientDataSchema as clientDataSchema } from "./http/middleware/client-context.contract";
export { ErrorBody as errorBodySchema } from "./http/openapi";
// Accounts
export {
  EmailBody as passwordResetBody,
  EmailBody as verifyEmailBody,
  EmailSent as emailSentSchema,
  PhoneBody as verifyPhoneBody,
  PhoneSent as phoneSentSchema,
  ResetCodeValid as resetCodeValidSchema,
  UpdatePasswordBody as updatePasswordBody,
  VerifyCodeBody as verifyCodeBody,
  VerifyResetBody as verifyResetBody,
} from "./routes/auth/codes.contract";
export {
  PreferencesBody as preferencesBody,
  ProfileBody as profileBody,
} from "./routes/auth/profile.contract";
export {
  LinkBody as linkProviderBody,
  ProviderSignInBody as providerSignInBody,
} from "./routes/auth/provider.contract";
export { AuthResult as authResultSchema, UserSchema as userSchema } from "./routes/auth/schemas";
export { LoginBody as loginBody, RegisterBody as registerBody } from "./routes/auth/session.contract";
// Money
export { RateTableSchema as rateTableSchema } from "./routes/user/exchange-rates.contract";
export {
  Advert as advertSchema,
  AdvertPage as advertPageSchema,
  Recorded as advertEventResultSchema,
} from "./routes/user/global/adverts.contract";
export {
  AlbumDetail as albumDetailSchema,
  AlbumPage as albumPageSchema,
} from "./routes/user/global/albums.contract";
export {
  ArtistDetail as artistDetailSchema,
  ArtistPage as artistPageSchema,
} from "./routes/user/global/artists.contract";
export {
  NonstopDetail as nonstopDetailSchema,
  NonstopPage as nonstopPageSchema,
  NonstopPlay as nonstopPlaySchema,
} from "./routes/user/global/nonstops.contract";
export {
  PlaylistDetail as playlistDetailSchema,
  PlaylistPage as playlistPageSchema,
  PlaylistPlay as playlistPlaySchema,
} from "./routes/user/global/playlists.contract";
export { SearchResult as searchResultSchema } from "./routes/user/global/search.contract";
export {
  PlayAnswer as playAnswerSchema,
  PlayBody as playBody,
  RelatedQuery as relatedQuerySchema,
  TrackPage as trackPageSchema,
} from "./routes/user/global/tracks.contract";
export {
  ChartEntry as chartEntrySchema,
  Trending as trendingSchema,
} from "./routes/user/global/trending.contract";
// Notifications
export {
  NotificationPage as notificationPageSchema,
  NotificationView as notificationSchema,
  ReadAllResult as readAllResultSchema,
} from "./routes/user/notifications.contract";
export { SessionView as sessionSchema } from "./routes/user/sessions.contract";
// Catalogue
export { albumViewSchema as albumSchema } from "./services/catalogue/album-views.contract";
export { artistViewSchema as artistSchema } from "./services/catalogue/artist-views.contract";
export {
  TOGGLE_ANSWERS as toggleAnswerSchemas,
  ToggleBody as toggleBody,
} from "./services/catalogue/http.contract";
export { pageQuerySchema, pageSchema } from "./services/catalogue/pagination";
export {
  lookupRefSchema,
  trackDetailSchema,
  trackViewSchema as trackSchema,
} from "./services/catalogue/track-views.contract";
// Collections
export {
  CreateBody as createPlaylistBody,
  ReorderBody as reorderPlaylistBody,
  TrackBody as playlistTrackBody,
  UpdateBody as updatePlaylistBody,
} from "./services/collections/library.contract";
export { nonstopViewSchema as nonstopSchema } from "./services/collections/nonstops.contract";
export { playlistViewSchema as playlistSchema } from "./services/collections/playlist-views.contract";
