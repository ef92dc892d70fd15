import { createRouter } from "../../kit/router";
import { codeRoutes } from "./codes.routes";
import { preferencesRoutes } from "./preferences.routes";
import { profileRoutes } from "./profile.routes";
import { providerRoutes } from "./provider.routes";
import { reauthRoutes } from "./reauth.routes";
import { sessionRoutes } from "./session.routes";

/** Every `/auth/user/*` call of spec §7. */
export const authRoutes = createRouter()
  .route("/", sessionRoutes)
  .route("/", providerRoutes)
  .route("/", codeRoutes)
  .route("/", reauthRoutes)
  .route("/", profileRoutes)
  .route("/", preferencesRoutes);
