import { actingUser, currentAuth } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { idParam } from "../../kit/params";
import { createRouter } from "../../kit/router";
import { notifyDeps } from "../notifications";
import {
  applicationDetail,
  applicationStats,
  commentAsAdmin,
  deleteApplication,
  listApplications,
} from "./admin.service";
import {
  AdminApplicationDetail,
  AdminApplicationListQuery,
  AdminApplicationPage,
  ApplicationComment,
  ApplicationDeleted,
  ApplicationStats,
  CommentBody,
  Decided,
  PendingCount,
  ProcessBody,
  UPGRADE_MESSAGES,
  UserUpgradeRequestBody,
} from "./contract";
import { decide, pendingCount } from "./decide.service";
import { decisionMessage } from "./rules";

const TAG = ["Admin: user applications"];

/** The decision's answer: the decided application and the outcome's message. */
const decidedAnswer = (decided: Awaited<ReturnType<typeof decide>>) => ({
  data: { id: decided.id, status: decided.status },
  msg: decisionMessage(decided.decision),
});

const stats = defineRoute({
  method: "get",
  path: "/stats",
  tags: TAG,
  summary: "Pending, approved and rejected: this month and all time",
  security: bearer,
  responses: { 200: jsonResponse(ApplicationStats, "The figures"), ...errorResponses(401, 403) },
});

const pending = defineRoute({
  method: "get",
  path: "/pending-count",
  tags: TAG,
  summary: "How many applications wait for a decision (the nav's badge)",
  security: bearer,
  responses: { 200: jsonResponse(PendingCount, "The count"), ...errorResponses(401, 403) },
});

/** Spec §7 writes the list as `…/list`; the base path answers the same. */
const list = <P extends "/list" | "/">(path: P) =>
  defineRoute({
    method: "get",
    path,
    tags: TAG,
    summary:
      path === "/list"
        ? "A page of applications by status and type, searched by name or e-mail"
        : "A page of applications (the same as …/list)",
    security: bearer,
    request: { query: AdminApplicationListQuery },
    responses: { 200: jsonResponse(AdminApplicationPage, "A page"), ...errorResponses(401, 403, 422) },
  });

const detail = defineRoute({
  method: "get",
  path: "/{id}",
  tags: TAG,
  summary: "One application: the applicant, their listening, the links and the thread",
  security: bearer,
  request: { params: idParam },
  responses: {
    200: jsonResponse(AdminApplicationDetail, "The application"),
    ...errorResponses(401, 403, 404),
  },
});

const processRoute = defineRoute({
  method: "post",
  path: "/process/{id}",
  tags: TAG,
  summary: "Approve (grant the role, post the fee) or reject (return the fee) a pending application",
  security: bearer,
  request: { params: idParam, body: jsonBody(ProcessBody) },
  responses: { 200: jsonResponse(Decided, "Decided"), ...errorResponses(401, 403, 404, 409, 422) },
});

const remove = defineRoute({
  method: "post",
  path: "/delete/{id}",
  tags: TAG,
  summary: "Delete a processed application",
  security: bearer,
  request: { params: idParam },
  responses: { 200: jsonResponse(ApplicationDeleted, "Deleted"), ...errorResponses(401, 403, 404, 409) },
});

const comment = defineRoute({
  method: "post",
  path: "/comment/{id}",
  tags: TAG,
  summary: "Add to an application's thread (the applicant sees it)",
  security: bearer,
  request: { params: idParam, body: jsonBody(CommentBody) },
  responses: { 201: jsonResponse(ApplicationComment, "Added"), ...errorResponses(401, 403, 404, 422) },
});

/** `/admin/user-applications` (spec §7 Admin). The `/admin` area guard requires the admin role. */
export const adminApplicationRoutes = createRouter()
  .openapi(stats, async (c) => c.json({ data: await applicationStats(c.var.db) }, 200))
  .openapi(pending, async (c) => c.json({ data: { count: await pendingCount(c.var.db) } }, 200))
  .openapi(list("/list"), async (c) =>
    c.json({ data: await listApplications(c.var.db, c.req.valid("query")) }, 200),
  )
  .openapi(list("/"), async (c) =>
    c.json({ data: await listApplications(c.var.db, c.req.valid("query")) }, 200),
  )
  .openapi(detail, async (c) =>
    c.json({ data: await applicationDetail(c.var.db, c.req.valid("param").id) }, 200),
  )
  .openapi(processRoute, async (c) => {
    const decided = await decide(notifyDeps(c), actingUser(c), c.req.valid("param").id, c.req.valid("json"));
    return c.json(decidedAnswer(decided), 200);
  })
  .openapi(remove, async (c) => {
    const data = await deleteApplication(c.var.db, actingUser(c), c.req.valid("param").id);
    return c.json({ data, msg: UPGRADE_MESSAGES.deleted }, 200);
  })
  .openapi(comment, async (c) => {
    // The comment answers with its author's name, so the actor carries it.
    const actor = { ...actingUser(c), name: currentAuth(c).user.name };
    const data = await commentAsAdmin(
      notifyDeps(c),
      actor,
      c.req.valid("param").id,
      c.req.valid("json").body,
    );
    return c.json({ data, msg: UPGRADE_MESSAGES.commented }, 201);
  });

const upgradeRequest = defineRoute({
  method: "post",
  path: "/upgrade-request/{id}",
  tags: ["Admin: users"],
  summary: "Decide one of a user's applications from their page ({id} is the user)",
  security: bearer,
  request: { params: idParam, body: jsonBody(UserUpgradeRequestBody) },
  responses: { 200: jsonResponse(Decided, "Decided"), ...errorResponses(401, 403, 404, 409, 422) },
});

/** `/admin/users/upgrade-request/{id}`: mounted before the `/admin/users` routes so `{id}` is not shadowed. */
export const adminUserUpgradeRoutes = createRouter().openapi(upgradeRequest, async (c) => {
  const { application_id, decision, reason } = c.req.valid("json");
  const decided = await decide(
    notifyDeps(c),
    actingUser(c),
    application_id,
    { decision, reason },
    c.req.valid("param").id,
  );
  return c.json(decidedAnswer(decided), 200);
});
