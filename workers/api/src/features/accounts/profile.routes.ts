import { currentAuth, requireSession } from "../../kit/auth";
import { validationError } from "../../kit/errors";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { ProfileBody, UserSchema } from "./contract";
import { updateProfile } from "./profile.service";
import { loadUserView } from "./user-view";

/** `/auth/user/update_profile`: the signed-in account's own profile. */
export const profileRoutes = createRouter().openapi(
  defineRoute({
    method: "post",
    path: "/update_profile",
    tags: ["Accounts"],
    summary: "Update the profile",
    security: bearer,
    middleware: [requireSession] as const,
    request: { body: jsonBody(ProfileBody) },
    responses: { 200: jsonResponse(UserSchema, "Saved"), ...errorResponses(401, 409, 422) },
  }),
  async (c) => {
    const body = c.req.valid("json");
    if (Object.keys(body).length === 0) throw validationError({ _: ["Send at least one field to change."] });
    const { user } = currentAuth(c);
    await updateProfile(c.var.db, user, body);
    return c.json({ data: await loadUserView(c.var.db, user.id), msg: "Profile updated." }, 200);
  },
);
