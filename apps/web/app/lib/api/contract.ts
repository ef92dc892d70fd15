// The wire types the web app reads and sends, derived from the API's zod schemas (`@ngoma/api/contract`).
// Type-only: nothing of the API is bundled. A field renamed or removed in the API fails the web's
// typecheck wherever the field is read or sent.
import type * as Api from "@ngoma/api/contract";
import type { z } from "zod";

// Envelope and paging

/** Field-keyed server messages (§8 `message`); nested fields are dotted, "_" holds errors not tied to a field. */
export type FieldErrors = NonNullable<z.output<typeof Api.errorBodySchema>["message"]>;

/**
 * The paginator every list answers with (catalogue lists, notifications, ...): the page metadata with
 * every field present (`from`/`to` null on an empty page), and the rows.
 */
export type Page<T> = Omit<z.output<ReturnType<typeof Api.pageSchema>>, "data"> & { data: T[] };

/** How deep the api pages (`page × per_page` at most this): the literal type of its constant. */
export type MaxPagedRows = typeof Api.MAX_PAGED_ROWS;

/** Spec §3 client data as the api's schema takes it (every field optional there). */
export type ClientDataBody = z.input<typeof Api.clientDataSchema>;

// Accounts

export type User = z.output<typeof Api.userSchema>;
/** `authuser`: the account and the id of the session the token belongs to. */
export type AuthUser = z.output<typeof Api.authUserSchema>;
export type Role = User["roles"][number];
export type UserPreferences = User["preferences"];
export type ThemeChoice = UserPreferences["theme"];
export type AuthPayload = z.output<typeof Api.authResultSchema>;

export type LoginBody = z.input<typeof Api.loginBody>;
export type RegisterBody = z.input<typeof Api.registerBody>;
export type ProfileBody = z.input<typeof Api.profileBody>;
export type PreferencesBody = z.input<typeof Api.preferencesBody>;
export type ProviderSignInBody = z.input<typeof Api.providerSignInBody>;
export type LinkProviderBody = z.input<typeof Api.linkProviderBody>;
export type LinkedProvider = z.output<typeof Api.linkedProviderSchema>;
export type UpdatePasswordBody = z.input<typeof Api.updatePasswordBody>;
export type PasswordResetBody = z.input<typeof Api.emailBody>;
export type VerifyResetBody = z.input<typeof Api.verifyResetBody>;
export type VerifyEmailBody = z.input<typeof Api.emailBody>;
export type VerifyPhoneBody = z.input<typeof Api.verifyPhoneBody>;
export type VerifyCodeBody = z.input<typeof Api.verifyCodeBody>;
export type EmailSent = z.output<typeof Api.emailSentSchema>;
export type ResetCodeValid = z.output<typeof Api.resetCodeValidSchema>;

// Catalogue

export type Track = z.output<typeof Api.trackSchema>;
export type TrackDetail = z.output<typeof Api.trackDetailSchema>;
export type RankedTrack = z.output<typeof Api.chartEntrySchema>;
export type Album = z.output<typeof Api.albumSchema>;
export type AlbumDetail = z.output<typeof Api.albumDetailSchema>;
export type Artist = z.output<typeof Api.artistSchema>;
export type ArtistDetail = z.output<typeof Api.artistDetailSchema>;
export type SearchResults = z.output<typeof Api.searchResultSchema>;
export type TrendingSummary = z.output<typeof Api.trendingSchema>;
export type RelatedQuery = z.input<typeof Api.relatedQuerySchema>;
export type PlayReport = z.input<typeof Api.playBody>;
export type PlayAnswer = z.output<typeof Api.playAnswerSchema>;
export type ToggleBody = z.input<typeof Api.toggleBody>;
/** The toggles' verbs: like, save, follow. */
export type ToggleVerb = keyof typeof Api.toggleAnswerSchemas;
/** The answer of a like / save / follow toggle, per verb. */
export type ToggleAnswer<V extends keyof typeof Api.toggleAnswerSchemas> = z.output<
  (typeof Api.toggleAnswerSchemas)[V]
>;

/** A width the api's images route narrows a raster image to (`?w=`). */
export type ImageWidth = (typeof Api.IMAGE_WIDTHS)[number];

// Collections

export type Playlist = z.output<typeof Api.playlistSchema>;
export type PlaylistDetail = z.output<typeof Api.playlistDetailSchema>;
export type PlaylistPlay = z.output<typeof Api.playlistPlaySchema>;
export type Nonstop = z.output<typeof Api.nonstopSchema>;
export type NonstopPlay = z.output<typeof Api.nonstopPlaySchema>;
export type Advert = z.output<typeof Api.advertSchema>;
export type CreatePlaylistBody = z.input<typeof Api.createPlaylistBody>;
export type UpdatePlaylistBody = z.input<typeof Api.updatePlaylistBody>;
export type PlaylistTrackBody = z.input<typeof Api.playlistTrackBody>;
export type ReorderPlaylistBody = z.input<typeof Api.reorderPlaylistBody>;

// Notifications

export type NotificationItem = z.output<typeof Api.notificationSchema>;
/** A page of notifications: the common paginator plus the unread count over all pages. */
export type NotificationPage = z.output<typeof Api.notificationPageSchema>;
export type ReadAllResult = z.output<typeof Api.readAllResultSchema>;

// Money

export type RateTableAnswer = z.output<typeof Api.rateTableSchema>;

/** A request body as sent: its fields plus the spec §7 client data (the api reads it before the body's schema). */
export type WithClientData<Body> = Body & { clientData?: string | undefined };

// Admin console: lookups (genres, moods, origins, user types, user categories), dashboards, audit log

export type LookupItem = z.output<typeof Api.lookupItemSchema>;
export type CreateLookupBody = z.input<typeof Api.createLookupBody>;
export type UpdateLookupBody = z.input<typeof Api.updateLookupBody>;
export type UserType = z.output<typeof Api.userTypeSchema>;
export type CreateUserTypeBody = z.input<typeof Api.createUserTypeBody>;
export type UpdateUserTypeBody = z.input<typeof Api.updateUserTypeBody>;
export type UserCategory = z.output<typeof Api.userCategorySchema>;
export type CreateUserCategoryBody = z.input<typeof Api.createUserCategoryBody>;
export type UpdateUserCategoryBody = z.input<typeof Api.updateUserCategoryBody>;
export type UserCategoryListQuery = z.input<typeof Api.userCategoryListQuerySchema>;
/** What a user type can grant and the most its fee can be: the api's constants, as literal types. */
export type UserTypeBounds = {
  roles: typeof Api.UPGRADE_ROLES;
  kinds: typeof Api.UPGRADE_CREATOR_KINDS;
  maxFeeCents: typeof Api.MAX_UPGRADE_FEE_CENTS;
};
export type UsersDashboard = z.output<typeof Api.usersDashboardSchema>;
export type DashboardSummary = z.output<typeof Api.dashboardSummarySchema>;
export type EntityDistribution = z.output<typeof Api.entityDistributionSchema>;
export type AuditEntry = z.output<typeof Api.auditEntrySchema>;
export type AuditPage = z.output<typeof Api.auditPageSchema>;
export type AuditListQuery = z.input<typeof Api.auditListQuerySchema>;
export type PendingApplicationCount = z.output<typeof Api.pendingApplicationCountSchema>;
/** The market's moderation queue (`/admin/tracks-for-sale`). */
export type TrackForSale = z.output<typeof Api.trackForSaleSchema>;
export type TrackForSaleQuery = z.input<typeof Api.trackForSaleQuerySchema>;
export type UpdateTrackForSaleBody = z.input<typeof Api.updateTrackForSaleBody>;
export type ModerateTrackForSaleBody = z.input<typeof Api.moderateTrackForSaleBody>;

// Payment methods

export type PaymentMethodType = z.output<typeof Api.paymentMethodTypeSchema>;
export type PaymentMethod = z.output<typeof Api.paymentMethodSchema>;
export type PaymentTemplate = z.output<typeof Api.paymentTemplateSchema>;
export type PaymentTemplateField = z.output<typeof Api.paymentTemplateFieldSchema>;
export type CreatePaymentMethodBody = z.input<typeof Api.createPaymentMethodBody>;
export type UpdatePaymentMethodBody = z.input<typeof Api.updatePaymentMethodBody>;

// Wallet

export type WalletDetails = z.output<typeof Api.walletDetailsSchema>;
export type WalletLimits = z.output<typeof Api.walletLimitsSchema>;
export type WalletSummary = z.output<typeof Api.walletSummarySchema>;
export type WalletMonth = z.output<typeof Api.walletMonthSchema>;
export type WalletOperation = z.output<typeof Api.walletOperationSchema>;
export type WalletOperationType = z.output<typeof Api.walletOperationTypeSchema>;
export type WalletOperationStatus = z.output<typeof Api.walletOperationStatusSchema>;
export type WalletOperationPage = z.output<typeof Api.walletOperationPageSchema>;
/** Money owed to the user as a seller or payee, one order each (`/my-wallet/payment-requests`). */
export type Earning = z.output<typeof Api.earningSchema>;
export type EarningPage = z.output<typeof Api.earningPageSchema>;
export type TransactionsQuery = z.input<typeof Api.transactionsQuerySchema>;
export type SetPinBody = z.input<typeof Api.setPinBody>;
export type TopupBody = z.input<typeof Api.topupBody>;
export type WithdrawBody = z.input<typeof Api.withdrawBody>;
export type UpdateLimitsBody = z.input<typeof Api.updateLimitsBody>;
export type ServicePaymentBody = z.input<typeof Api.servicePaymentBody>;
/** `payment_data` of a service payment before it is sent as a JSON string. */
export type ServicePaymentData = z.input<typeof Api.servicePaymentDataSchema>;
/** The top-up, withdrawal and limits bounds in cents (the api's constants, as literal types). */
export type WalletBounds = {
  topupMin: typeof Api.TOPUP_MIN_CENTS;
  topupMax: typeof Api.TOPUP_MAX_CENTS;
  withdrawMin: typeof Api.WITHDRAW_MIN_CENTS;
  maxDailyLimit: typeof Api.MAX_DAILY_LIMIT;
  maxMonthlyLimit: typeof Api.MAX_MONTHLY_LIMIT;
};

// Creator studio

export type MetricsWindow = z.output<typeof Api.metricsQuerySchema>["window"];
/** A window's totals; `follows` is null for a track (a track cannot be followed). */
export type MetricsTotals = z.output<typeof Api.metricTotalsSchema>;
export type MetricsDay = z.output<typeof Api.metricPointSchema>;
export type MetricsCountry = z.output<typeof Api.metricTopCountrySchema>;
export type MetricsSource = z.output<typeof Api.metricTopSourceSchema>;
/** A track's or album's metrics over a window. */
export type SubjectMetrics = z.output<typeof Api.subjectMetricsSchema>;
/** The creator's whole catalogue over a window, with its top tracks. */
export type CreatorMetrics = z.output<typeof Api.creatorMetricsSchema>;
export type CreatorStats = z.output<typeof Api.creatorStatsSchema>;
export type Publication = z.output<typeof Api.publicationSchema>;
export type Visibility = z.output<typeof Api.visibilitySchema>;
export type ProcessingState = z.output<typeof Api.processingSchema>;
export type CreatorTrack = z.output<typeof Api.creatorTrackSchema>;
export type CreatorTrackPage = z.output<typeof Api.creatorTrackPageSchema>;
export type CreatorAlbum = z.output<typeof Api.creatorAlbumSchema>;
export type CreatorAlbumDetail = z.output<typeof Api.creatorAlbumDetailSchema>;
export type CreatorAlbumPage = z.output<typeof Api.creatorAlbumPageSchema>;
export type CreatorLookups = z.output<typeof Api.creatorLookupsSchema>;
export type CreateAlbumBody = z.input<typeof Api.createAlbumBody>;
export type UpdateAlbumBody = z.input<typeof Api.updateAlbumBody>;
export type AlbumTracksBody = z.input<typeof Api.albumTracksBody>;
export type StatusBody = z.input<typeof Api.statusBody>;
/** The cover rules (bytes, smallest side in pixels): the api's constants, as literal types. */
export type CoverBounds = { maxBytes: typeof Api.COVER_MAX_BYTES; minSide: typeof Api.COVER_MIN_SIDE };
export type CreatorTrackListQuery = z.input<typeof Api.creatorTrackListQuerySchema>;
export type UpdateTrackBody = z.input<typeof Api.updateTrackBody>;
export type LookupRef = z.output<typeof Api.lookupRefSchema>;
/** The track form's bounds (the api's constants as literal types, so the two cannot drift apart). */
export type TrackBounds = {
  bpmMin: typeof Api.BPM_MIN;
  bpmMax: typeof Api.BPM_MAX;
  lyricsMax: typeof Api.LYRICS_MAX;
  creditsMax: typeof Api.CREDITS_MAX;
  creditNameMax: typeof Api.CREDIT_NAME_MAX;
};

// The beat market (buyers): beats for sale, each tier's availability, the licences bought

export type MarketBeat = z.output<typeof Api.marketBeatSchema>;
export type MarketBeatPage = z.output<typeof Api.marketBeatPageSchema>;
export type MarketQuery = z.input<typeof Api.marketQuerySchema>;
export type BeatAvailability = z.output<typeof Api.beatAvailabilitySchema>;
export type TierAvailability = BeatAvailability["tiers"][number];
export type LicenceTier = TierAvailability["tier"];
/** Why a tier cannot be bought now (null when it can). */
export type UnavailableReason = NonNullable<TierAvailability["reason"]>;
export type MyLicence = z.output<typeof Api.myLicenceSchema>;
export type MyLicencePage = z.output<typeof Api.myLicencePageSchema>;

// Written songs (the songwriter's songs under /creator-promoter/my-songs)
export type WrittenSong = z.output<typeof Api.writtenSongSchema>;
export type WrittenSongPage = z.output<typeof Api.writtenSongPageSchema>;
export type SongWriter = WrittenSong["rights"]["writers"][number];
export type SongRights = z.output<typeof Api.songRightsSchema>;
export type CreateSongBody = z.input<typeof Api.createSongBody>;
export type UpdateSongBody = z.input<typeof Api.updateSongBody>;
export type WriterStats = z.output<typeof Api.writerStatsSchema>;
export type SongStats = z.output<typeof Api.songStatsSchema>;

// The song market (buyers and sellers under /creator-promoter/song-market-place): songs, bids, deals
export type MarketSong = z.output<typeof Api.marketSongSchema>;
export type MarketSongPage = z.output<typeof Api.marketSongPageSchema>;
export type MarketSongDetail = z.output<typeof Api.marketSongDetailSchema>;
export type SongBid = z.output<typeof Api.songBidSchema>;
export type SongBidPage = z.output<typeof Api.songBidPageSchema>;
export type SongDeal = z.output<typeof Api.songDealSchema>;
export type BidStatus = SongBid["status"];

// Beats (the producer's beats under /creator-promoter/my-beats)

export type ProducerBeat = z.output<typeof Api.producerBeatSchema>;
export type ProducerBeatPage = z.output<typeof Api.producerBeatPageSchema>;
/** One offered licence tier: its price in US cents and its rights (null: unlimited, or perpetual). */
export type BeatTier = z.output<typeof Api.beatTierSchema>;
export type ListingApproval = NonNullable<ProducerBeat["approval"]>;
export type CreateBeatBody = z.input<typeof Api.createBeatBody>;
export type UpdateBeatBody = z.input<typeof Api.updateBeatBody>;
export type BeatDeleted = z.output<typeof Api.beatDeletedSchema>;
export type BeatMetrics = z.output<typeof Api.beatMetricsSchema>;
export type BeatMetricsDay = BeatMetrics["series"][number];
export type ProducerStats = z.output<typeof Api.producerStatsSchema>;

// Upgrades (the user's `/upgrade`) and the admin's user applications

export type UpgradeOption = z.output<typeof Api.upgradeOptionSchema>;
export type UpgradeOptions = z.output<typeof Api.upgradeOptionsSchema>;
export type Application = z.output<typeof Api.applicationSchema>;
export type ApplicationStatus = Application["status"];
export type ApplicationComment = z.output<typeof Api.applicationCommentSchema>;
export type UpgradeApplyBody = z.input<typeof Api.upgradeApplyBody>;
export type ApplicationCommentBody = z.input<typeof Api.applicationCommentBody>;
export type AdminApplicationRow = z.output<typeof Api.adminApplicationRowSchema>;
export type AdminApplicationPage = z.output<typeof Api.adminApplicationPageSchema>;
export type AdminApplicationDetail = z.output<typeof Api.adminApplicationDetailSchema>;
export type AdminApplicationListQuery = z.input<typeof Api.adminApplicationListQuerySchema>;
export type ApplicationStats = z.output<typeof Api.applicationStatsSchema>;
export type ProcessApplicationBody = z.input<typeof Api.processApplicationBody>;
export type UserUpgradeRequestBody = z.input<typeof Api.userUpgradeRequestBody>;
/** The application form's and the decision's bounds: the api's constants, as literal types. */
export type UpgradeBounds = {
  motivationMin: typeof Api.MOTIVATION_MIN;
  motivationMax: typeof Api.MOTIVATION_MAX;
  linksMax: typeof Api.UPGRADE_LINKS_MAX;
  commentMax: typeof Api.APPLICATION_COMMENT_MAX;
  reasonMin: typeof Api.DECISION_REASON_MIN;
  reasonMax: typeof Api.DECISION_REASON_MAX;
  resubmitAfterDays: typeof Api.RESUBMIT_AFTER_DAYS;
  requestType: typeof Api.ACCOUNT_UPGRADE_REQUEST_TYPE;
};
/** The §8 and upgrade answers (the api's own `msg` wins; these are the fallbacks). */
export type UpgradeMessages = typeof Api.upgradeMessages;

// Admin: users

export type AdminUserRow = z.output<typeof Api.adminUserSchema>;
export type AdminUserDetail = z.output<typeof Api.adminUserDetailSchema>;
export type AdminUserListQuery = z.input<typeof Api.adminUserListQuerySchema>;
export type AdminRoleGrant = z.input<typeof Api.adminRoleGrantSchema>;
export type CreateAdminUserBody = z.input<typeof Api.createAdminUserBody>;
export type UpdateAdminUserBody = z.input<typeof Api.updateAdminUserBody>;
export type AdminUserStatusBody = z.input<typeof Api.adminUserStatusBody>;
export type DeleteAdminUserBody = z.input<typeof Api.deleteAdminUserBody>;
