import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { actingUser } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { pageQuerySchema } from "../../kit/pagination";
import { idParam } from "../../kit/params";
import { createRouter } from "../../kit/router";
import { sendAccountInvite } from "../accounts";
import { notifyDeps } from "../notifications";
import {
  AdminUserDeleted,
  AdminUserDetail,
  AdminUserListQuery,
  AdminUserPage,
  AdminUserRow,
  AdminUserStatusBody,
  CreateAdminUserBody,
  DeleteAdminUserBody,
  UpdateAdminUserBody,
} from "./users.contract";
import { USER_MESSAGES } from "./users.rules";
import { adminUserDetail } from "./users-detail.service";
import { listAdminUsers, listUsersByType } from "./users-list.service";
import { tellRolesChanged } from "./users-notices";
import { createAdminUser, deleteAdminUser, setAdminUserStatus, updateAdminUser } from "./users-write.service";

const tags = ["Admin: users"];

/** Ends the sockets of every session of `userId` (their sessions were revoked in the write's batch). */
const endSessions = (c: Context<AppEnv>, userId: string) =>
  c.var.accountEvents({ type: "sessions_ended", userId, scope: { allExcept: null } });

/**
 * `/admin/users` (spec §7 Admin, users): the list, a user type's holders, one user's page and the
 * writes. The `/admin/` area guard admits admins only; `dashboard` and `upgrade-request/{id}` are other
 * routers mounted before this one.
 */
export const adminUserRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: "/",
      tags,
      summary: "A page of accounts: by role, status and country; name or e-mail prefix; sorted",
      security: bearer,
      request: { query: AdminUserListQuery },
      responses: {
        200: jsonResponse(AdminUserPage, "A page of accounts (total counted up to 10,000)"),
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => c.json({ data: await listAdminUsers(c.var.db, c.req.valid("query")) }, 200),
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/by-type/{id}",
      tags,
      summary: "A page of the accounts holding what a user type grants, newest grant first",
      security: bearer,
      request: { params: idParam, query: pageQuerySchema },
      responses: {
        200: jsonResponse(AdminUserPage, "A page of accounts"),
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const { page, per_page } = c.req.valid("query");
      const found = await listUsersByType(c.var.db, c.req.valid("param").id, page, per_page);
      return c.json({ data: found }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/create",
      tags,
      summary: "Create an account with a role; the person gets an e-mail to set a password",
      security: bearer,
      request: { body: jsonBody(CreateAdminUserBody) },
      responses: { 201: jsonResponse(AdminUserRow, "The new account"), ...errorResponses(401, 403, 422) },
    }),
    async (c) => {
      const row = await createAdminUser(c.var.db, actingUser(c), c.req.valid("json"));
      await sendAccountInvite(c.env, c.var.db, row.id, row.email);
      return c.json({ data: row, msg: USER_MESSAGES.added }, 201);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/update/{id}",
      tags,
      summary: "Change an account's name, country or roles, with a reason",
      security: bearer,
      request: { params: idParam, body: jsonBody(UpdateAdminUserBody) },
      responses: {
        200: jsonResponse(AdminUserRow, "The account"),
        ...errorResponses(401, 403, 404, 409, 422),
      },
    }),
    async (c) => {
      const { row, rolesChanged } = await updateAdminUser(
        c.var.db,
        actingUser(c),
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      // Roles apply on the user's next request; the notice makes their open pages ask again at once.
      if (rolesChanged) await tellRolesChanged(notifyDeps(c), row);
      return c.json({ data: row, msg: USER_MESSAGES.updated }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/status/{id}",
      tags,
      summary: "Suspend (0: every session and socket ends) or reactivate (1) an account",
      security: bearer,
      request: { params: idParam, body: jsonBody(AdminUserStatusBody) },
      responses: {
        200: jsonResponse(AdminUserRow, "The account"),
        ...errorResponses(401, 403, 404, 409, 422),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { status, reason } = c.req.valid("json");
      const row = await setAdminUserStatus(c.var.db, actingUser(c), id, status, reason);
      if (status === 0) await endSessions(c, id);
      const msg = status === 1 ? USER_MESSAGES.activated : USER_MESSAGES.deactivated;
      return c.json({ data: row, msg }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/delete/{id}",
      tags,
      summary: "Close an account with an empty wallet: personal data anonymised, the ledger kept",
      security: bearer,
      request: {
        params: idParam,
        body: { required: false, content: { "application/json": { schema: DeleteAdminUserBody } } },
      },
      responses: {
        200: jsonResponse(AdminUserDeleted, "The closed account's id"),
        ...errorResponses(401, 403, 404, 409, 422),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const body = (c.req.valid("json") as DeleteAdminUserBody | undefined) ?? {};
      const deleted = await deleteAdminUser(c.var.db, actingUser(c), id, body.reason);
      await endSessions(c, id);
      return c.json({ data: deleted, msg: USER_MESSAGES.deleted }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/{id}",
      tags,
      summary: "One account: profile, roles, sessions, wallet, applications and recent activity",
      security: bearer,
      request: { params: idParam },
      responses: { 200: jsonResponse(AdminUserDetail, "The account"), ...errorResponses(401, 403, 404) },
    }),
    async (c) => c.json({ data: await adminUserDetail(c.var.db, c.req.valid("param").id) }, 200),
  );
