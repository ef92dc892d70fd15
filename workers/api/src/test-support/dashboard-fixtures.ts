import { env } from "cloudflare:test";
import { newId } from "../kit/ids";
import { call, grantRole, registerUser } from "./client";

/** Test helpers of the dashboards' integration tests: rows straight into D1, the calls' figures. */

/** A registered account holding the admin role. */
export async function registerAdmin(name?: string) {
  const account = await registerUser(name ? { name } : {});
  await grantRole(account.user.id, "admin");
  return account;
}

/** `GET` an admin call's data, failing loudly on anything but 200. */
export async function adminData(path: string, token: string) {
  const res = await call(path, { token });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data;
}

let applicationType: { typeId: string; categoryId: string } | null = null;

/** An application in `status` by a fresh user (one user type and category shared by the file). */
export async function insertApplication(status: "awaiting_payment" | "pending" | "approved" | "rejected") {
  const now = Date.now();
  if (!applicationType) {
    const suffix = crypto.randomUUID().slice(0, 8);
    applicationType = { typeId: newId("uty"), categoryId: newId("uca") };
    await env.DB.batch([
      env.DB.prepare(
        `insert into user_types (id, title, normalized_title, grants_role, creator_kind, fee_cents,
           needs_evidence, status, created_at, updated_at)
         values (?, ?, ?, 'promoter', null, 0, 0, 1, ?, ?)`,
      ).bind(applicationType.typeId, `Promoter ${suffix}`, `promoter ${suffix}`, now, now),
      env.DB.prepare(
        `insert into user_categories (id, type_id, title, normalized_title, status, created_at, updated_at)
         values (?, ?, 'Club DJ', 'club dj', 1, ?, ?)`,
      ).bind(applicationType.categoryId, applicationType.typeId, now, now),
    ]);
  }
  const { user } = await registerUser();
  const id = newId("uap");
  await env.DB.prepare(
    `insert into user_applications (id, user_id, type_id, category_id, motivation, links, status,
       created_at, updated_at)
     values (?, ?, ?, ?, 'I spin records every weekend in Kampala.', '[]', ?, ?, ?)`,
  )
    .bind(id, user.id, applicationType.typeId, applicationType.categoryId, status, now, now)
    .run();
  return id;
}

/** The stored last-active day of a user. */
export async function lastActiveDay(userId: string) {
  return env.DB.prepare("select last_active_day as day from users where id = ?")
    .bind(userId)
    .first<number | null>("day");
}

/** Sets a user's last-active day straight in D1 (as if they were last seen then). */
export async function setLastActiveDay(userId: string, day: number | null) {
  await env.DB.prepare("update users set last_active_day = ? where id = ?").bind(day, userId).run();
}
