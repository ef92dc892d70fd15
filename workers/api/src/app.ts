import { OpenAPIHono } from "@hono/zod-openapi";
import { except } from "hono/combine";
import { devScheduledHandler } from "./dev-scheduled";
import type { AppEnv } from "./env";
import { linkedProviderRoutes } from "./features/accounts/linked-providers.routes";
import { metricsRoutes } from "./features/accounts/metrics.routes";
import { preferencesRoutes } from "./features/accounts/preferences.routes";
import { authRoutes } from "./features/accounts/routes";
import { userSessionRoutes } from "./features/accounts/user-sessions.routes";
import { adminGenreRoutes, adminMoodRoutes, adminOriginRoutes } from "./features/admin/lookups.routes";
import { adminUserCategoryRoutes, adminUserTypeRoutes } from "./features/admin/user-types.routes";
import { adminUserRoutes } from "./features/admin/users.routes";
import {
  adminAuditRoutes,
  adminSettingsRoutes,
  adminUsersDashboardRoutes,
} from "./features/admin-dashboards/routes";
import { appointmentRoutes, studioRoutes } from "./features/appointments";
import { beatFileRoutes } from "./features/beats/downloads.routes";
import { tracksForSaleRoutes } from "./features/beats/listings.routes";
import { beatMarketRoutes } from "./features/beats/market.routes";
import { beatRoutes } from "./features/beats/routes";
import { albumRoutes } from "./features/catalogue/albums.routes";
import { artistRoutes } from "./features/catalogue/artists.routes";
import { trackRoutes } from "./features/catalogue/tracks.routes";
import { advertRoutes } from "./features/collections/adverts.routes";
import { libraryRoutes } from "./features/collections/library.routes";
import { nonstopRoutes } from "./features/collections/nonstops.routes";
import { playlistRoutes } from "./features/collections/playlists.routes";
import { earningsRoutes } from "./features/commerce/index";
import { devRoutes } from "./features/dev/routes";
import { mediaRoutes } from "./features/media/routes";
import { adminExchangeRateRoutes } from "./features/money/admin-rates.routes";
import { userExchangeRateRoutes } from "./features/money/rates.routes";
import { notificationRoutes } from "./features/notifications/routes";
import { paymentMethodRoutes } from "./features/payments/routes";
import { requirementsRoutes } from "./features/reference/access-countries.routes";
import { searchRoutes } from "./features/search/routes";
import { songMarketRoutes, writtenSongRoutes } from "./features/songs";
import { creatorSummary, PART_SIZE, tusProtocol, UPLOAD_PATH } from "./features/studio";
import { creatorAlbumRoutes } from "./features/studio/albums.routes";
import { creatorLookupRoutes } from "./features/studio/lookups.routes";
import { albumMetricsRoutes, trackMetricsRoutes } from "./features/studio/metrics.routes";
import { creatorTrackRoutes } from "./features/studio/tracks.routes";
import { uploadRoutes } from "./features/studio/uploads/routes";
import { trendingRoutes } from "./features/trending/routes";
import { adminApplicationRoutes, adminUserUpgradeRoutes } from "./features/upgrades/admin.routes";
import { upgradeRoutes } from "./features/upgrades/routes";
import type { ServiceTypes } from "./features/wallet";
import { walletDetailsRoutes } from "./features/wallet/details.routes";
import { accountDashboardRoutes, walletHistoryRoutes } from "./features/wallet/history.routes";
import { walletLimitRoutes } from "./features/wallet/limits.routes";
import { walletMoneyRoutes } from "./features/wallet/money.routes";
import { walletPinRoutes } from "./features/wallet/pin.routes";
import { servicePaymentRoutes } from "./features/wallet/service-payment.routes";
import { webhookRoutes } from "./features/wallet/webhooks.routes";
import { renderDocsPage } from "./http/docs-page";
import { areaGuard, authenticate } from "./http/guards/session";
import { accountEvents } from "./http/middleware/account-events";
import { callbackDelivery } from "./http/middleware/callback-delivery";
import { apiCors } from "./http/middleware/cors";
import { refuseDevelopmentSecrets } from "./http/middleware/production-secrets";
import { readRateLimit } from "./http/middleware/read-rate-limit";
import { requestContext } from "./http/middleware/request-context";
import { binaryInput, callbackInput, requestInput } from "./http/middleware/request-input";
import { apiSecurityHeaders } from "./http/middleware/security-headers";
import { onError, onNotFound } from "./http/on-error";
import { DEVELOPMENT_BASE, openApiDocument } from "./http/openapi-document";
import { developmentOnly } from "./kit/local-host";
import { API_BASE } from "./kit/paths";
import { createRouter } from "./kit/router";
import { SELLABLES } from "./sellables";

type Router = ReturnType<typeof createRouter>;

/** Where the media routes are mounted under API_BASE. */
const MEDIA_BASE = "/media";
/** Provider callbacks: signed over their exact bytes, so their bodies pass `callbackInput` untouched. */
const PROVIDER_CALLBACKS = `${API_BASE}/webhooks/*`;
/** Public, immutable images: their requests resolve no session (no D1 statement on the hot path). */
const PUBLIC_IMAGES = `${API_BASE}${MEDIA_BASE}/images/*`;
/** The tus upload endpoints (`/*` also matches the creation URL itself): binary part bodies, the tus headers. */
const TUS_UPLOADS = `${API_BASE}${UPLOAD_PATH}/*`;

/** The API under `/api/v1`: one router per resource, every route registered through OpenAPI. */
export function createApiRouter(): Router {
  const api: Router = createRouter()
    .route("/creator/music-tracks", trackMetricsRoutes)
    .route("/creator/music-albums", albumMetricsRoutes)
    .route("/auth/user", authRoutes)
    .route("/user/account", preferencesRoutes)
    .route("/user/account", linkedProviderRoutes)
    .route("/user/account", accountDashboardRoutes)
    .route("/user/account", servicePaymentRoutes)
    .route("/user/wallet", walletHistoryRoutes)
    .route("/user/wallet", earningsRoutes)
    .route("/user/sessions", userSessionRoutes)
    .route("/user/global/albums", albumRoutes)
    .route("/user/global/artists", artistRoutes)
    .route("/user/global/nonstops", nonstopRoutes)
    .route("/user/global/playlists", playlistRoutes)
    .route("/user/global", trendingRoutes)
    .route("/user/global", searchRoutes)
    .route("/user/global/music-tracks", trackRoutes)
    .route("/user/global/adverts", advertRoutes)
    .route("/user/requirements", requirementsRoutes)
    .route("/user/wallet", paymentMethodRoutes)
    .route("/user/library", libraryRoutes)
    .route("/user/wallet", walletPinRoutes)
    .route("/user/wallet", walletLimitRoutes)
    .route("/user/wallet", walletDetailsRoutes)
    .route("/user/wallet", walletMoneyRoutes)
    .route("/webhooks", webhookRoutes)
    .route("/user/global/notifications", notificationRoutes)
    .route("/user/global", userExchangeRateRoutes)
    .route("/admin/users", adminUsersDashboardRoutes)
    .route("/admin/settings", adminSettingsRoutes)
    .route("/admin/audit", adminAuditRoutes)
    .route("/admin/exchange-rates", adminExchangeRateRoutes)
    .route("/admin/music-genres", adminGenreRoutes)
    .route("/admin/music-moods", adminMoodRoutes)
    .route("/admin/music-origins", adminOriginRoutes)
    .route("/admin/user-types", adminUserTypeRoutes)
    .route("/admin/user-categories", adminUserCategoryRoutes)
    .route("/admin/users", adminUserUpgradeRoutes)
    .route("/admin/user-applications", adminApplicationRoutes)
    .route("/user/upgrade", upgradeRoutes)
    .route("/admin/users", adminUserRoutes)
    .route("/creator/music-tracks", uploadRoutes)
    .route("/creator/music-tracks", creatorTrackRoutes)
    .route("/creator/music-albums", creatorAlbumRoutes)
    .route("/creator/music-lookups", creatorLookupRoutes)
    .route("/promoter_creator", metricsRoutes({ creator: creatorSummary }))
    .route(DEVELOPMENT_BASE, devRoutes)
    .route(MEDIA_BASE, mediaRoutes);
  // The markets mount as statements of their own: one chain of every router outgrows what TypeScript can
  // type, and nothing reads the chain's type (the endpoint table comes from the route definitions).
  api.route("/creator/beats", beatRoutes);
  api.route("/creator/beat-tracks", beatMarketRoutes);
  api.route("/creator/writer/written_songs", writtenSongRoutes);
  api.route("/creator/songs/marketplace", songMarketRoutes);
  api.route("/creator/studio", studioRoutes);
  api.route("/creator/appointments", appointmentRoutes);
  api.route("/admin/tracks-for-sale", tracksForSaleRoutes);
  api.route(`${MEDIA_BASE}/beat-files`, beatFileRoutes);
  api.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", { type: "http", scheme: "bearer" });
  return api;
}

/**
 * Builds the worker's Hono app. Middleware order matters: a deployment carrying a committed development
 * secret is refused first (http/middleware/production-secrets.ts) → context → headers → (the tus protocol on the
 * upload paths, around CORS so it decorates preflights too) → CORS → body → session and read rate limit
 * (not for public images, which the CDN caches) → area guard; then the account events are wired to their listeners.
 */
export function createApp({ sellables = SELLABLES }: { sellables?: ServiceTypes } = {}) {
  const app = new OpenAPIHono<AppEnv>();
  app.onError(onError);
  app.notFound(onNotFound);
  app.use("*", refuseDevelopmentSecrets, requestContext, apiSecurityHeaders);
  app.use("*", async (c, next) => {
    c.set("sellables", sellables);
    await next();
  });
  app.use(TUS_UPLOADS, tusProtocol);
  app.use("*", apiCors);
  app.use(PROVIDER_CALLBACKS, callbackInput);
  app.use(TUS_UPLOADS, binaryInput(PART_SIZE));
  app.use(
    `${API_BASE}/*`,
    except([PROVIDER_CALLBACKS, TUS_UPLOADS], requestInput),
    except(PUBLIC_IMAGES, authenticate, readRateLimit),
    areaGuard,
    accountEvents,
    // Payment sandboxes call back into this same app (its webhook route), after the response.
    callbackDelivery((request, env, ctx) => app.fetch(request, env, ctx)),
  );

  const api = createApiRouter();
  app.route(API_BASE, api);

  app.post(
    `${API_BASE}${DEVELOPMENT_BASE}/scheduled`,
    developmentOnly,
    devScheduledHandler((request, c) => Promise.resolve(app.fetch(request, c.env, c.executionCtx))),
  );

  // Built per request: it is asked for rarely (tools, the docs page), and nothing is kept in the isolate.
  app.get(`${API_BASE}/openapi.json`, (c) => c.json(openApiDocument(api, c.env)));
  app.get("/api/docs", (c) => c.html(renderDocsPage(openApiDocument(api, c.env))));
  return app;
}
