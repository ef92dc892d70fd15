// The API's wire contract: every request and response schema a client may rely on, in one place.
// `@ngoma/api/contract` resolves here. The web app imports it with `import type` only and derives its
// types with `z.output` / `z.input`, so renaming a field here breaks the web's typecheck and nothing of
// the API is bundled into the web. Every module re-exported here imports zod and other contract files
// only (no drizzle, no Hono app, no Workers types), so a client program can type-check them.

// Accounts
export {
  AuthResult as authResultSchema,
  EmailBody as passwordResetBody,
  EmailBody as verifyEmailBody,
  EmailSent as emailSentSchema,
  LinkBody as linkProviderBody,
  LoginBody as loginBody,
  PhoneBody as verifyPhoneBody,
  PhoneSent as phoneSentSchema,
  PreferencesBody as preferencesBody,
  ProfileBody as profileBody,
  ProviderSignInBody as providerSignInBody,
  RegisterBody as registerBody,
  ResetCodeValid as resetCodeValidSchema,
  SessionView as sessionSchema,
  UpdatePasswordBody as updatePasswordBody,
  UserSchema as userSchema,
  VerifyCodeBody as verifyCodeBody,
  VerifyResetBody as verifyResetBody,
} from "./features/accounts/contract";
// Catalogue
export { albumViewSchema as albumSchema } from "./features/catalogue/album-views.contract";
export {
  AlbumDetail as albumDetailSchema,
  AlbumPage as albumPageSchema,
} from "./features/catalogue/albums.contract";
export { artistViewSchema as artistSchema } from "./features/catalogue/artist-views.contract";
export {
  ArtistDetail as artistDetailSchema,
  ArtistPage as artistPageSchema,
} from "./features/catalogue/artists.contract";
export {
  lookupRefSchema,
  trackDetailSchema,
  trackViewSchema as trackSchema,
} from "./features/catalogue/track-views.contract";
export {
  PlayAnswer as playAnswerSchema,
  PlayBody as playBody,
  RelatedQuery as relatedQuerySchema,
  TrackPage as trackPageSchema,
} from "./features/catalogue/tracks.contract";
// Collections
export {
  Advert as advertSchema,
  AdvertPage as advertPageSchema,
  Recorded as advertEventResultSchema,
} from "./features/collections/adverts.contract";
export {
  CreateBody as createPlaylistBody,
  ReorderBody as reorderPlaylistBody,
  TrackBody as playlistTrackBody,
  UpdateBody as updatePlaylistBody,
} from "./features/collections/library.contract";
export {
  NonstopDetail as nonstopDetailSchema,
  NonstopPage as nonstopPageSchema,
  NonstopPlay as nonstopPlaySchema,
  nonstopViewSchema as nonstopSchema,
} from "./features/collections/nonstops.contract";
export {
  PlaylistDetail as playlistDetailSchema,
  PlaylistPage as playlistPageSchema,
  PlaylistPlay as playlistPlaySchema,
  playlistViewSchema as playlistSchema,
} from "./features/collections/playlists.contract";
// Money
export { RateTableSchema as rateTableSchema } from "./features/money/contract";
// Notifications
export {
  NotificationPage as notificationPageSchema,
  NotificationView as notificationSchema,
  ReadAllResult as readAllResultSchema,
} from "./features/notifications/contract";
// Search
export { SearchResult as searchResultSchema } from "./features/search/contract";
// Trending
export {
  ChartEntry as chartEntrySchema,
  Trending as trendingSchema,
} from "./features/trending/contract";
// Envelope, client data, paging and like/save/follow toggles
export { ClientDataSchema as clientDataSchema } from "./kit/client-context.contract";
export { ErrorBody as errorBodySchema } from "./kit/openapi";
export { pageQuerySchema, pageSchema } from "./kit/pagination";
export {
  TOGGLE_ANSWERS as toggleAnswerSchemas,
  ToggleBody as toggleBody,
} from "./kit/toggles.contract";
