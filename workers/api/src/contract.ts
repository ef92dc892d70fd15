// The API's whole wire contract: every JSON request body, query, path parameter and answer of the public
// API (all routes but the dev-only `/dev` helpers), in one place, for the web app and for third-party
// clients alike; the web uses only part of it. `@ngoma/api/contract` resolves here. The web app imports
// it with `import type` only and derives its types with `z.output` / `z.input`, so renaming a field here
// breaks the web's typecheck and nothing of the API is bundled into the web. Every module re-exported
// here imports only zod (through @hono/zod-openapi), other contract files, the kit's pure schema helpers
// and pure constants: never a service, drizzle, a Hono app or Workers types, so a client program can
// type-check them.

// The endpoint table: every route's method and path with the names above for its body, query and answer
export type { Endpoints } from "./endpoints";
// Accounts
export {
  AuthResult as authResultSchema,
  AuthUserSchema as authUserSchema,
  EmailBody as emailBody,
  EmailSent as emailSentSchema,
  LinkBody as linkProviderBody,
  LinkedProvider as linkedProviderSchema,
  LinkedProviderList as linkedProviderListSchema,
  LoginBody as loginBody,
  NoData as noDataSchema,
  PhoneBody as verifyPhoneBody,
  PhoneSent as phoneSentSchema,
  PreferencesBody as preferencesBody,
  ProfileBody as profileBody,
  ProviderSignInBody as providerSignInBody,
  RegisterBody as registerBody,
  ResetCodeValid as resetCodeValidSchema,
  SessionList as sessionListSchema,
  SessionView as sessionSchema,
  UpdatePasswordBody as updatePasswordBody,
  UserSchema as userSchema,
  VerifyCodeBody as verifyCodeBody,
  VerifyResetBody as verifyResetBody,
} from "./features/accounts/contract";
// Engagement
export {
  CreatorFigures as creatorFiguresSchema,
  Metrics as metricsSchema,
} from "./features/accounts/metrics.contract";
// Admin lookups (genres, moods, origins) and every managed resource's list, status and delete
export {
  CreateLookupBody as createLookupBody,
  LOOKUP_SORTS as lookupSorts,
  LookupItem as lookupItemSchema,
  LookupListQuery as lookupListQuerySchema,
  LookupPage as lookupPageSchema,
  UpdateLookupBody as updateLookupBody,
} from "./features/admin/lookups.contract";
// Admin user types and user categories (the upgrade's reference data)
export {
  CreateUserCategoryBody as createUserCategoryBody,
  CreateUserTypeBody as createUserTypeBody,
  MAX_UPGRADE_FEE_CENTS,
  UpdateUserCategoryBody as updateUserCategoryBody,
  UpdateUserTypeBody as updateUserTypeBody,
  UserCategory as userCategorySchema,
  UserCategoryListQuery as userCategoryListQuerySchema,
  UserCategoryPage as userCategoryPageSchema,
  UserType as userTypeSchema,
  UserTypePage as userTypePageSchema,
} from "./features/admin/user-types.contract";
// Admin users
export {
  AdminRoleGrant as adminRoleGrantSchema,
  AdminUserDeleted as adminUserDeletedSchema,
  AdminUserDetail as adminUserDetailSchema,
  AdminUserListQuery as adminUserListQuerySchema,
  AdminUserPage as adminUserPageSchema,
  AdminUserRow as adminUserSchema,
  AdminUserStatusBody as adminUserStatusBody,
  CreateAdminUserBody as createAdminUserBody,
  DeleteAdminUserBody as deleteAdminUserBody,
  UpdateAdminUserBody as updateAdminUserBody,
} from "./features/admin/users.contract";
// Admin dashboards (users dashboard, settings summary and entity distribution) and the audit log
export {
  AuditEntry as auditEntrySchema,
  AuditListQuery as auditListQuerySchema,
  AuditPage as auditPageSchema,
  DashboardSummary as dashboardSummarySchema,
  EntityDistribution as entityDistributionSchema,
  UsersDashboard as usersDashboardSchema,
} from "./features/admin-dashboards/contract";
// Studio appointments: a producer's studio and schedule, free slots, bookings (features/appointments)
export {
  Booking as studioBookingSchema,
  BookingData as studioBookingData,
  BookingPage as studioBookingPageSchema,
  BookingQuery as studioBookingQuerySchema,
  UpcomingBookings as upcomingStudioBookingsSchema,
} from "./features/appointments/bookings.contract";
export {
  MyStudio as myStudioSchema,
  PublicStudio as publicStudioSchema,
  SaveStudioBody as saveStudioBody,
  SLOT_DAYS_MAX,
  SlotsQuery as studioSlotsQuerySchema,
  StudioListQuery as studioListQuerySchema,
  StudioPage as studioPageSchema,
  StudioSettings as studioSettingsSchema,
  StudioSlots as studioSlotsSchema,
  StudioSummary as studioSummarySchema,
} from "./features/appointments/contract";
export { BOOKING_STATUSES } from "./features/appointments/states";
// Beats (features/beats): the producer's beats and their licence tiers
export {
  BeatDeleted as beatDeletedSchema,
  BeatFeatureBody as beatFeatureBody,
  BeatPublishBody as beatPublishBody,
  BeatTemplate as beatTemplateSchema,
  BeatTierBody as beatTierSchema,
  CreateBeatBody as createBeatBody,
  ProducerBeat as producerBeatSchema,
  ProducerBeatPage as producerBeatPageSchema,
  ProducerBeatQuery as producerBeatQuerySchema,
  UpdateBeatBody as updateBeatBody,
} from "./features/beats/contract";
export { MUSICAL_KEYS } from "./features/beats/keys.rules";
export {
  BeatFileQuery as beatFileQuerySchema,
  MyLicence as myLicenceSchema,
  MyLicencePage as myLicencePageSchema,
} from "./features/beats/licences.contract";
export {
  DEFAULT_TEMPLATE as DEFAULT_LICENCE_TEMPLATE,
  DELIVERABLES,
  LICENCE_TIERS,
  TIER_FILES,
} from "./features/beats/licences.rules";
export {
  CreateTrackForSaleBody as createTrackForSaleBody,
  ModerateBody as moderateTrackForSaleBody,
  TrackForSale as trackForSaleSchema,
  TrackForSaleDeleted as trackForSaleDeletedSchema,
  TrackForSalePage as trackForSalePageSchema,
  TrackForSalePreview as trackForSalePreviewSchema,
  TrackForSaleQuery as trackForSaleQuerySchema,
  UpdateTrackForSaleBody as updateTrackForSaleBody,
} from "./features/beats/listings.contract";
export {
  BeatAvailability as beatAvailabilitySchema,
  MarketBeat as marketBeatSchema,
  MarketBeatPage as marketBeatPageSchema,
  MarketQuery as marketQuerySchema,
  PreviewPlay as previewPlaySchema,
} from "./features/beats/market.contract";
export {
  BeatMetrics as beatMetricsSchema,
  ProducerStats as producerStatsSchema,
} from "./features/beats/metrics.contract";
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
export { sortQuerySchema } from "./features/catalogue/listed.contract";
export {
  lookupRefSchema,
  trackDetailSchema,
  trackViewSchema as trackSchema,
} from "./features/catalogue/track-views.contract";
export {
  ListQuery as trackListQuerySchema,
  PlayAnswer as playAnswerSchema,
  PlayBody as playBody,
  RelatedQuery as relatedQuerySchema,
  RelatedTracks as relatedTracksSchema,
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
  Deleted as playlistDeletedSchema,
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
// Commerce (features/commerce): the earnings page
export {
  Earning as earningSchema,
  EarningPage as earningPageSchema,
} from "./features/commerce/contract";
export {
  ImageParams as imageParams,
  ImageQuery as imageQuerySchema,
  RangeNotSatisfiable as rangeNotSatisfiableSchema,
  StreamParams as streamParams,
  StreamQuery as streamQuerySchema,
  Waveform as waveformSchema,
} from "./features/media/contract";
// Money
export {
  RateTableSchema as rateTableSchema,
  RateUpdate as rateUpdateSchema,
  RateUpdatePage as rateUpdatePageSchema,
  UpdateRatesBody as updateRatesBody,
} from "./features/money/contract";
// Notifications
export {
  NotificationPage as notificationPageSchema,
  NotificationView as notificationSchema,
  ReadAllResult as readAllResultSchema,
} from "./features/notifications/contract";
// Payments (payment methods and their add-method templates)
export {
  CreatePaymentMethodBody as createPaymentMethodBody,
  MethodCodeSent as methodCodeSentSchema,
  PAYMENT_METHOD_MESSAGES as paymentMethodMessages,
  PaymentMethodDeleted as paymentMethodDeletedSchema,
  PaymentMethodList as paymentMethodListSchema,
  PaymentMethodType as paymentMethodTypeSchema,
  PaymentMethodView as paymentMethodSchema,
  PaymentTemplate as paymentTemplateSchema,
  PaymentTemplateList as paymentTemplateListSchema,
  TemplateField as paymentTemplateFieldSchema,
  UpdatePaymentMethodBody as updatePaymentMethodBody,
  VerifyMethodBody as verifyMethodBody,
} from "./features/payments/contract";
// Reference
export {
  AccessCountry as accessCountrySchema,
  AccessCountryPage as accessCountryPageSchema,
} from "./features/reference/contract";
export { UPGRADE_CREATOR_KINDS, UPGRADE_ROLES } from "./features/reference/upgrade-grants";
// Search
export {
  SearchQuery as searchQuerySchema,
  SearchResult as searchResultSchema,
} from "./features/search/contract";
// Written songs and the song market (features/songs)
export {
  CheckRightsBody as checkRightsBody,
  ConsentBody as consentBody,
  CreateSongBody as createSongBody,
  SongDeleted as songDeletedSchema,
  SongQuery as songQuerySchema,
  SongRights as songRightsSchema,
  SongStatusBody as songStatusBody,
  UpdateSongBody as updateSongBody,
  WriterStats as writerStatsSchema,
  WrittenSong as writtenSongSchema,
  WrittenSongPage as writtenSongPageSchema,
} from "./features/songs/contract";
export {
  BidBody as bidBody,
  DealQuery as dealQuerySchema,
  MarketSong as marketSongSchema,
  MarketSongDetail as marketSongDetailSchema,
  MarketSongPage as marketSongPageSchema,
  SONG_SORTS,
  SongBid as songBidSchema,
  SongBidPage as songBidPageSchema,
  SongDeal as songDealSchema,
  SongMarketQuery as songMarketQuerySchema,
  SongStats as songStatsSchema,
} from "./features/songs/market.contract";
export {
  BID_MAX_CENTS,
  LYRICS_MAX as SONG_LYRICS_MAX,
  MIN_BID_FLOOR_CENTS,
  PREVIEW_LINES,
} from "./features/songs/rules";
export { BID_STATUSES, CONSENTS } from "./features/songs/states";
// Creator studio: the tracks and albums managers
export {
  AlbumTracksBody as albumTracksBody,
  CreateAlbumBody as createAlbumBody,
  CreatorAlbum as creatorAlbumSchema,
  CreatorAlbumDetail as creatorAlbumDetailSchema,
  CreatorAlbumListQuery as creatorAlbumListQuerySchema,
  CreatorAlbumPage as creatorAlbumPageSchema,
  CreatorStats as creatorStatsSchema,
  UpdateAlbumBody as updateAlbumBody,
} from "./features/studio/albums.contract";
export { CreatorLookups as creatorLookupsSchema } from "./features/studio/lookups.contract";
// Studio: creator metrics
export {
  CreatorMetrics as creatorMetricsSchema,
  MetricPoint as metricPointSchema,
  MetricsQuery as metricsQuerySchema,
  MetricTotals as metricTotalsSchema,
  SubjectMetrics as subjectMetricsSchema,
  TopCountry as metricTopCountrySchema,
  TopSource as metricTopSourceSchema,
} from "./features/studio/metrics.contract";
export { METRIC_WINDOWS } from "./features/studio/metrics.rules";
export {
  CoverForm as coverFormSchema,
  CreatorTrack as creatorTrackSchema,
  CreatorTrackListQuery as creatorTrackListQuerySchema,
  CreatorTrackPage as creatorTrackPageSchema,
  Credits as trackCreditsSchema,
  MusicalKey as musicalKeySchema,
  Processing as processingSchema,
  Publication as publicationSchema,
  UpdateTrackBody as updateTrackBody,
  Visibility as visibilitySchema,
} from "./features/studio/tracks.contract";
export {
  BPM_MAX,
  BPM_MIN,
  COVER_MAX_BYTES,
  COVER_MIN_SIDE,
  CREDIT_NAME_MAX,
  CREDITS_MAX,
  LYRICS_MAX,
} from "./features/studio/tracks.rules";
// Studio: resumable (tus 1.0) track uploads; the part size is the web uploader's chunk size
export { UploadCreated as uploadCreatedSchema } from "./features/studio/uploads/contract";
export {
  DEFAULT_QUOTA_BYTES as STORAGE_QUOTA_DEFAULT_BYTES,
  MAX_UPLOAD_BYTES as MAX_AUDIO_UPLOAD_BYTES,
  PART_SIZE as UPLOAD_PART_SIZE,
  TUS_VERSION,
} from "./features/studio/uploads/limits";
// Trending
export {
  Chart as chartSchema,
  ChartEntry as chartEntrySchema,
  Trending as trendingSchema,
} from "./features/trending/contract";
// Upgrades: the user's `/upgrade` calls and the admin's user applications
export {
  ACCOUNT_UPGRADE_REQUEST_TYPE,
  AdminApplicationDetail as adminApplicationDetailSchema,
  AdminApplicationListQuery as adminApplicationListQuerySchema,
  AdminApplicationPage as adminApplicationPageSchema,
  AdminApplicationRow as adminApplicationRowSchema,
  APPLICATION_STATUS_VALUES,
  Application as applicationSchema,
  ApplicationComment as applicationCommentSchema,
  ApplicationDeleted as applicationDeletedSchema,
  ApplicationList as applicationListSchema,
  ApplicationStats as applicationStatsSchema,
  ApplyAnswer as upgradeApplyAnswerSchema,
  ApplyBody as upgradeApplyBody,
  COMMENT_MAX as APPLICATION_COMMENT_MAX,
  CommentBody as applicationCommentBody,
  Decided as upgradeDecidedSchema,
  LINKS_MAX as UPGRADE_LINKS_MAX,
  ListeningSummary as listeningSummarySchema,
  MOTIVATION_MAX,
  MOTIVATION_MIN,
  PendingCount as pendingApplicationCountSchema,
  ProcessBody as processApplicationBody,
  REASON_MAX as DECISION_REASON_MAX,
  REASON_MIN as DECISION_REASON_MIN,
  RESUBMIT_AFTER_DAYS,
  UPGRADE_MESSAGES as upgradeMessages,
  UpgradeOption as upgradeOptionSchema,
  UpgradeOptions as upgradeOptionsSchema,
  UpgradePayment as upgradePaymentSchema,
  UserUpgradeRequestBody as userUpgradeRequestBody,
} from "./features/upgrades/contract";
// Wallet: details, the PIN, the withdrawal limits, top-up, withdrawal, the history, its filters, the
// summary/dashboard figures and service payments
export {
  centsField,
  ServicePaymentBody as servicePaymentBody,
  ServicePaymentData as servicePaymentDataSchema,
  SetPinBody as setPinBody,
  TOPUP_MAX_CENTS,
  TOPUP_MIN_CENTS,
  TopupBody as topupBody,
  TransactionsQuery as transactionsQuerySchema,
  UpdateLimitsBody as updateLimitsBody,
  VerifyPinBody as verifyPinBody,
  WalletDashboard as walletDashboardSchema,
  WalletDetails as walletDetailsSchema,
  WalletLimits as walletLimitsSchema,
  WalletMonth as walletMonthSchema,
  WalletOperationPage as walletOperationPageSchema,
  WalletOperationStatus as walletOperationStatusSchema,
  WalletOperationType as walletOperationTypeSchema,
  WalletOperationView as walletOperationSchema,
  WalletPinCodeSent as walletPinCodeSentSchema,
  WalletPinStatus as walletPinStatusSchema,
  WalletSummary as walletSummarySchema,
  WITHDRAW_MIN_CENTS,
  WithdrawBody as withdrawBody,
} from "./features/wallet/contract";
export {
  DEFAULT_DAILY_LIMIT,
  DEFAULT_MONTHLY_LIMIT,
  MAX_DAILY_LIMIT,
  MAX_MONTHLY_LIMIT,
} from "./features/wallet/limits.rules";
// Envelope, client data, ids, paging and like/save/follow toggles
export { ClientDataSchema as clientDataSchema } from "./kit/client-context.contract";
// Idempotency keys on the calls that move money
export { IdempotencyHeaders as idempotencyHeadersSchema } from "./kit/idempotency/contract";
export { IDEMPOTENCY_HEADER, KEY_MAX_LENGTH as IDEMPOTENCY_KEY_MAX_LENGTH } from "./kit/idempotency/rules";
// Media (the image and audio bytes themselves are not zod schemas)
export { IMAGE_WIDTHS } from "./kit/image-variants";
export { ErrorBody as errorBodySchema } from "./kit/openapi";
export { MAX_PAGED_ROWS, pageQuerySchema, pageSchema } from "./kit/pagination";
export { idParam } from "./kit/params";
export {
  BulkStatusBody as bulkStatusBody,
  BulkStatusResult as bulkStatusResultSchema,
  MAX_BULK_IDS,
  ResourceDeleted as resourceDeletedSchema,
  ResourceListQuery as resourceListQuerySchema,
  StatusBody as statusBody,
  StatusValue as statusSchema,
} from "./kit/resources/contract";
export {
  TOGGLE_ANSWERS as toggleAnswerSchemas,
  ToggleBody as toggleBody,
} from "./kit/toggles.contract";
