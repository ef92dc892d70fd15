// Google and Apple sign-in in the browser, through the api's development OAuth sandbox: the login page's
// dev-only panel gets a sandbox id token and posts it through the same /auth/provider → login/{provider}
// verification a real one takes. Also linking a provider from /my-account/settings.
import { strict as assert } from "node:assert";
import type { Page } from "playwright-core";
import { newPage, test } from "./harness";
import { heading, outboxCode, ready, register, uniqueEmail } from "./helpers";

async function sandboxSignIn(
  page: Page,
  baseUrl: string,
  provider: "Google" | "Apple",
  email: string,
  name?: string,
) {
  await page.goto(`${baseUrl}/auth/login`);
  await ready(page);
  await page.getByRole("group", { name: "Development sandbox" }).waitFor();
  await page.getByLabel("Sandbox address").fill(email);
  if (name) await page.getByLabel("Sandbox name (optional)").fill(name);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith("/auth")),
    page.getByRole("button", { name: `Continue with ${provider} (sandbox)` }).click(),
  ]);
}

test("Google sign-in (dev sandbox) creates an account and signs in; Apple too", async (env) => {
  const { context, page } = await newPage(env);
  const email = uniqueEmail("google");
  await sandboxSignIn(page, env.url, "Google", email, "Grace Hopper");
  await page.goto(`${env.url}/my-account/settings`);
  await ready(page);
  await page.getByText("Google linked").waitFor();
  await page.getByText(`${email}`).first().waitFor();
  await context.close();

  const apple = await newPage(env);
  await sandboxSignIn(apple.page, env.url, "Apple", uniqueEmail("apple"), "Tim Apple");
  await apple.page.goto(`${env.url}/my-account/settings`);
  await ready(apple.page);
  await apple.page.getByText("Apple linked").waitFor();
  await apple.context.close();
});

test("provider link on settings (verify_provider_account), then sign in with it", async (env) => {
  const { context, page } = await newPage(env);
  const email = uniqueEmail("link");
  await register(page, env.url, email, "Linus Link");
  // Linking needs a verified e-mail (docs/decisions/0012).
  await page.getByLabel("E-mail code").fill(await outboxCode(env.url, email));
  await page.getByRole("button", { name: "Verify e-mail" }).click();
  await page.locator(".badge--ok", { hasText: "Verified" }).waitFor();
  const section = page.getByRole("region", { name: "Sign-in providers" });
  await section.getByText("No Google or Apple account is linked.").waitFor();
  await section.getByRole("button", { name: "Link Apple (sandbox)" }).click();
  await page.locator(".toast", { hasText: "Sign-in provider linked." }).waitFor();
  await section.getByText("Apple linked").waitFor();

  // Signed out, the linked Apple identity signs in to the same account.
  await Promise.all([
    page.waitForURL(/\/auth\/login/),
    page.getByRole("button", { name: /^Sign out/ }).click(),
  ]);
  await sandboxSignIn(page, env.url, "Apple", email);
  await page.goto(`${env.url}/my-account/profile`);
  await ready(page);
  assert.equal(await page.getByLabel("Name").inputValue(), "Linus Link");

  // The account has a password, so Apple may be unlinked, after a confirmation.
  await page.goto(`${env.url}/my-account/settings`);
  await ready(page);
  await section.getByRole("button", { name: "Unlink" }).click();
  await page
    .getByRole("dialog", { name: "Unlink Apple?" })
    .getByRole("button", { name: "Unlink Apple" })
    .click();
  await page.locator(".toast", { hasText: "Sign-in provider unlinked." }).waitFor();
  await section.getByText("No Google or Apple account is linked.").waitFor();
  await context.close();
});

test("a sandbox sign-in error is shown, not swallowed", async (env) => {
  const { context, page } = await newPage(env);
  await page.goto(`${env.url}/auth/login`);
  await ready(page);
  await page.getByLabel("Sandbox address").fill("not-an-email@");
  await page.getByRole("button", { name: "Continue with Google (sandbox)" }).click();
  await page.locator(".toast[data-kind='error']").waitFor();
  assert.equal(await heading(page), "Sign in");
  await context.close();
});
