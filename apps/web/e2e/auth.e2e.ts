import { strict as assert } from "node:assert";
import { newPage, test } from "./harness";
import { expectTitle, heading, login, outboxCode, PASSWORD, ready, register, uniqueEmail } from "./helpers";

test("register → e-mail code from the dev outbox → verified; reload keeps the session", async (env) => {
  const { context, page } = await newPage(env);
  const email = uniqueEmail("register");
  await register(page, env.url, email);
  await expectTitle(page, "Ngoma - Settings");
  await page.getByText("Not verified").first().waitFor();
  const code = await outboxCode(env.url, email);
  await page.getByLabel("E-mail code").fill(code);
  await page.getByRole("button", { name: "Verify e-mail" }).click();
  await page.locator(".badge--ok", { hasText: "Verified" }).waitFor();
  await page.getByText("Your e-mail is verified.").waitFor();
  await page.reload();
  await ready(page);
  assert.equal(await heading(page, "Settings"), "Settings");
  await page.locator(".badge--ok", { hasText: "Verified" }).waitFor();
  await context.close();
});

test("sign out clears local storage; sign in again returns to the dashboard", async (env) => {
  const { context, page } = await newPage(env);
  const email = uniqueEmail("logout");
  await register(page, env.url, email);
  await page.evaluate(() => localStorage.setItem("e2e.marker", "1"));
  await Promise.all([
    page.waitForURL(/\/auth\/login$/),
    page.getByRole("button", { name: /Sign out/ }).click(),
  ]);
  await ready(page);
  const marker = await page.evaluate(() => localStorage.getItem("e2e.marker"));
  assert.equal(marker, null);
  // The session is gone on the server too: a guarded page sends us back to login.
  await page.goto(`${env.url}/my-account`);
  assert.match(page.url(), /\/auth\/login\?redirectTo=%2Fmy-account$/);
  await login(page, email);
  await page.waitForURL(`${env.url}/my-account`);
  assert.equal(await heading(page, "My account"), "My account");
  await context.close();
});

test("guard redirect and return: a signed-out visit to a page comes back there after sign-in", async (env) => {
  const email = uniqueEmail("guard");
  const first = await newPage(env);
  await register(first.page, env.url, email);
  await first.context.close();
  const { context, page } = await newPage(env);
  await page.goto(`${env.url}/my-account/preferences`);
  assert.match(page.url(), /\/auth\/login\?redirectTo=%2Fmy-account%2Fpreferences$/);
  await ready(page);
  await login(page, email);
  await page.waitForURL(`${env.url}/my-account/preferences`);
  await expectTitle(page, "Ngoma - Preferences");
  await context.close();
});

test("wrong password shows the server's message, plays the auth sound after asking permission", async (env) => {
  const email = uniqueEmail("wrongpw");
  const first = await newPage(env);
  await register(first.page, env.url, email);
  await first.context.close();
  const { context, page } = await newPage(env);
  await page.goto(`${env.url}/auth/login`);
  await ready(page);
  await login(page, email, "not-the-password-1");
  await page.locator(".form-alert", { hasText: "Invalid email or password" }).waitFor();
  await page.locator(".toast", { hasText: "Invalid email or password" }).waitFor();
  const prompt = page.getByRole("alertdialog", { name: "Audio notifications" });
  await prompt.getByText("Ngoma would like to play audio notifications.").waitFor();
  await prompt.getByRole("button", { name: "OK" }).click();
  assert.equal(await page.evaluate(() => localStorage.getItem("ngoma.audioPermission")), "granted");
  // Remembered: a second failure plays without asking again.
  await login(page, email, "still-not-it-2");
  await page.locator(".form-alert", { hasText: "Invalid email or password" }).waitFor();
  assert.equal(await page.getByRole("alertdialog", { name: "Audio notifications" }).count(), 0);
  await context.close();
});

test("server validation errors are shown per field", async (env) => {
  const { context, page } = await newPage(env);
  await page.goto(`${env.url}/auth/register`);
  await ready(page);
  await page.getByLabel("Name").fill("A");
  await page.getByLabel("E-mail").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  for (const label of ["Name", "E-mail"]) {
    const input = page.getByLabel(label);
    await page.waitForFunction(
      (el) => el?.getAttribute("aria-invalid") === "true",
      await input.elementHandle(),
    );
  }
  const passwordError = page
    .locator(".field", { has: page.getByLabel("Password", { exact: true }) })
    .locator(".field__error");
  assert.ok(((await passwordError.textContent()) ?? "").length > 0);
  await page.locator(".toast", { hasText: "Validation errors occurred" }).waitFor();
  await context.close();
});

test("forgot password: code from the outbox, new password, sign in with it", async (env) => {
  const email = uniqueEmail("reset");
  const first = await newPage(env);
  await register(first.page, env.url, email);
  await first.context.close();
  const { context, page } = await newPage(env);
  // Without a stored reset e-mail the later steps send you to login.
  await page.goto(`${env.url}/auth/verify-code`);
  assert.match(page.url(), /\/auth\/login$/);
  await page.goto(`${env.url}/auth/enter-new-password`);
  assert.match(page.url(), /\/auth\/login$/);
  await page.goto(`${env.url}/auth/forgot-password`);
  await ready(page);
  await page.getByLabel("E-mail").fill(email);
  await Promise.all([
    page.waitForURL(/\/auth\/verify-code$/),
    page.getByRole("button", { name: "Send code" }).click(),
  ]);
  await page.getByText(email).waitFor();
  const code = await outboxCode(env.url, email);
  await page.getByLabel("Code").fill(code);
  await Promise.all([
    page.waitForURL(/\/auth\/enter-new-password$/),
    page.getByRole("button", { name: "Verify code" }).click(),
  ]);
  const newPassword = `${PASSWORD}-new`;
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  // Signing in after a reset leads to the linked providers, to check for any the owner does not know.
  await Promise.all([
    page.waitForURL(/\/auth\/login\?redirectTo=%2Fmy-account%2Fsettings%3Freview%3Dproviders$/),
    page.getByRole("button", { name: "Save password" }).click(),
  ]);
  await page
    .getByText("Password updated. Sign in with your new password, then review your linked sign-in providers.")
    .waitFor();
  await login(page, email, newPassword);
  await page.waitForURL(`${env.url}/my-account/settings?review=providers`);
  await page.getByText("Your password was reset. Check the Google and Apple accounts below").waitFor();
  await context.close();
});

test("/api calls carry the session cookie to the api: it wins over a bearer; foreign-origin writes are refused", async (env) => {
  const { context, page } = await newPage(env);
  const email = uniqueEmail("cookie");
  await register(page, env.url, email);
  const me = await page.evaluate(async () => {
    const response = await fetch("/api/v1/auth/user/authuser", {
      method: "POST",
      headers: { authorization: "Bearer someone-elses-token" },
    });
    const body = (await response.json()) as { data?: { email?: string } };
    return { status: response.status, email: body.data?.email };
  });
  assert.deepEqual(me, { status: 200, email });
  const session = (await context.cookies(env.url)).find((c) => c.name === "__Host-ngoma_session");
  assert.ok(session?.httpOnly, "the session cookie is httpOnly");
  const post = (origin: string) =>
    fetch(`${env.url}/api/v1/auth/user/authuser`, {
      method: "POST",
      headers: { cookie: `__Host-ngoma_session=${session.value}`, origin },
    });
  assert.equal((await post("https://evil.example")).status, 403);
  assert.equal((await post(new URL(env.url).origin)).status, 200);
  // The web app's own actions refuse a cross-site form too, before the action runs (the cookie is not
  // even needed for the check).
  const forged = await fetch(`${env.url}/auth/logout`, {
    method: "POST",
    headers: { cookie: `__Host-ngoma_session=${session.value}`, origin: "https://evil.example" },
    redirect: "manual",
  });
  assert.equal(forged.status, 403);
  assert.equal((await post(new URL(env.url).origin)).status, 200, "the forged logout ran nothing");
  await context.close();
});
