import { currentAuth } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { idParam } from "../../kit/params";
import { createRouter } from "../../kit/router";
import {
  apply,
  cancelApplication,
  commentAsApplicant,
  myApplications,
  upgradeOptions,
} from "./apply.service";
import {
  Application,
  ApplicationComment,
  ApplicationList,
  ApplyAnswer,
  ApplyBody,
  CommentBody,
  UPGRADE_MESSAGES,
  UpgradeOptions,
} from "./contract";

const TAG = ["Upgrades"];

const options = defineRoute({
  method: "get",
  path: "/options",
  tags: TAG,
  summary: "The account types a user can apply for, with their fees and categories",
  security: bearer,
  responses: { 200: jsonResponse(UpgradeOptions, "The active types"), ...errorResponses(401) },
});

const applications = defineRoute({
  method: "get",
  path: "/applications",
  tags: TAG,
  summary: "My applications, newest first, with the admins' comments",
  security: bearer,
  responses: { 200: jsonResponse(ApplicationList, "My applications"), ...errorResponses(401) },
});

const applyRoute = defineRoute({
  method: "post",
  path: "/apply",
  tags: TAG,
  summary: "Apply to become a creator or a promoter (a fee is then paid with make-service-payment)",
  security: bearer,
  request: { body: jsonBody(ApplyBody) },
  responses: {
    201: { description: "Filed", content: { "application/json": { schema: ApplyAnswer } } },
    ...errorResponses(401, 409, 422),
  },
});

const cancel = defineRoute({
  method: "post",
  path: "/cancel/{id}",
  tags: TAG,
  summary: "Cancel my open application (a paid fee goes back to the wallet)",
  security: bearer,
  request: { params: idParam },
  responses: { 200: jsonResponse(Application, "Cancelled"), ...errorResponses(401, 404, 409) },
});

const comment = defineRoute({
  method: "post",
  path: "/comment/{id}",
  tags: TAG,
  summary: "Add to my application's thread",
  security: bearer,
  request: { params: idParam, body: jsonBody(CommentBody) },
  responses: { 201: jsonResponse(ApplicationComment, "Added"), ...errorResponses(401, 404, 422) },
});

/** `/user/upgrade` (spec §2 `/upgrade`): any signed-in user applies and follows their applications. */
export const upgradeRoutes = createRouter()
  .openapi(options, async (c) => c.json({ data: await upgradeOptions(c.var.db) }, 200))
  .openapi(applications, async (c) => {
    const { user } = currentAuth(c);
    return c.json({ data: await myApplications(c.var.db, user.id) }, 200);
  })
  .openapi(applyRoute, async (c) => {
    const { user } = currentAuth(c);
    const applied = await apply(c.var.db, user.id, c.req.valid("json"));
    return c.json(
      {
        data: applied.application,
        msg: applied.msg,
        ...(applied.payment ? { payment: applied.payment } : {}),
      },
      201,
    );
  })
  .openapi(cancel, async (c) => {
    const { user } = currentAuth(c);
    const data = await cancelApplication(c.var.db, user.id, c.req.valid("param").id);
    return c.json({ data, msg: UPGRADE_MESSAGES.cancelled }, 200);
  })
  .openapi(comment, async (c) => {
    const { user } = currentAuth(c);
    const data = await commentAsApplicant(c.var.db, user, c.req.valid("param").id, c.req.valid("json").body);
    return c.json({ data, msg: UPGRADE_MESSAGES.commented }, 201);
  });
