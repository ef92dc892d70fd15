import { z } from "@hono/zod-openapi";
import { actingUser } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { pageQuerySchema } from "../../kit/pagination";
import { resourceRoutes } from "../../kit/resources/routes";
import { LookupListQuery } from "./lookups.contract";
import {
  CreateUserCategoryBody,
  CreateUserTypeBody,
  UpdateUserCategoryBody,
  UpdateUserTypeBody,
  UserCategory,
  UserCategoryListQuery,
  UserCategoryPage,
  UserType,
  UserTypePage,
} from "./user-types.contract";
import { userCategoryService, userTypeService } from "./user-types.service";

/** `/admin/user-types`: the account types a listener can apply for, with their fees (spec §7 Admin). */
export const adminUserTypeRoutes = resourceRoutes({
  entity: "User type",
  tag: "Admin: user types",
  schemas: {
    view: UserType,
    page: UserTypePage,
    // User types sort and filter like the lookups.
    listQuery: LookupListQuery,
    create: CreateUserTypeBody,
    update: UpdateUserTypeBody,
  },
  service: userTypeService,
  bulkStatus: true,
});

const TypeParam = z.object({ typeId: z.string().min(1).max(64) });

/** `/admin/user-categories`, plus `type/{typeId}`: one type's categories (spec §7). */
export const adminUserCategoryRoutes = resourceRoutes({
  entity: "User category",
  tag: "Admin: user categories",
  schemas: {
    view: UserCategory,
    page: UserCategoryPage,
    create: CreateUserCategoryBody,
    update: UpdateUserCategoryBody,
    listQuery: UserCategoryListQuery,
  },
  service: userCategoryService,
  bulkStatus: true,
}).openapi(
  defineRoute({
    method: "get",
    path: "/type/{typeId}",
    tags: ["Admin: user categories"],
    summary: "A page of one user type's categories",
    security: bearer,
    request: { params: TypeParam, query: pageQuerySchema },
    responses: {
      200: jsonResponse(UserCategoryPage, "A page of the type's categories"),
      ...errorResponses(401, 403, 422),
    },
  }),
  async (c) => {
    const { page, per_page } = c.req.valid("query");
    const result = await userCategoryService.list(c.var.db, actingUser(c), {
      page,
      perPage: per_page,
      filters: { type_id: c.req.valid("param").typeId },
    });
    return c.json({ data: result }, 200);
  },
);
