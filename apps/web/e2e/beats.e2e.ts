// The beat market in a real browser against the real local stack (issue #34): the demo producer creates a
// beat with two tiers and its four files (tus uploads for a beat, processed on the media queue) and
// publishes it; the demo admin approves it in the tracks-for-sale queue; a buyer (the demo promoter, made
// an artist by the admin) finds it in the market, hears the preview, leases the Basic tier from the wallet
// in the Payment modal, and downloads the contract and the MP3; buying the Exclusive then takes the beat
// off the market. axe runs on each page.
import { strict as assert } from "node:assert";
import { writeBeatFiles } from "./beat-files";
import { test } from "./harness";
import { DEMO, ready, signIn } from "./helpers";
import { apiFrom, noAxe, toast } from "./journey";

const run = Date.now().toString(36).slice(-5);
const TITLE = `E2E Harmattan ${run}`;
const MANAGER = "/creator-promoter/my-beats/beats-manager";
const MARKET = "/creator-promoter/beat-market-place/list";
const PROMOTER = "promoter@demo.ngoma.dev";
const PROMOTER_ID = "usr_demopromoter00000000000000";
const files = writeBeatFiles(`harmattan-${run}`);

test("beats: a producer lists a beat with its files, the admin approves it, a buyer leases it from the wallet and downloads; the exclusive takes it off the market", async (env) => {
  const producer = await signIn(env, DEMO.creator, { password: DEMO.password });
  const p = producer.page;
  await p.goto(`${env.url}${MANAGER}`);
  await ready(p);
  await noAxe(p, "the beats manager");
  await p.getByRole("button", { name: "New beat" }).click();
  const form = p.getByRole("form", { name: "New beat" });
  await form.getByLabel("Title", { exact: true }).fill(TITLE);
  await form.getByLabel("BPM", { exact: true }).fill("94");
  await form.getByLabel("Key", { exact: true }).selectOption("A minor");
  const slots: Array<[string, string]> = [
    ["preview_track_id", files.wav],
    ["mp3_track_id", files.mp3],
    ["wav_track_id", files.wav],
    ["stems_track_id", files.zip],
  ];
  for (const [slot, path] of slots)
    await form.locator(`[data-slot="${slot}"] input[type=file]`).setInputFiles(path);
  for (const [slot] of slots)
    await p
      .locator(`[data-slot="${slot}"] [role=status]`, { hasText: "Uploaded" })
      .waitFor({ timeout: 60_000 });
  for (const tier of ["Premium", "Trackout", "Unlimited"])
    await form.getByLabel(`Offer the ${tier} licence`).uncheck();
  await form.getByLabel("Offer the Exclusive licence").check();
  await p.locator("#create-beat-basic-price").fill("2");
  await p.locator("#create-beat-exclusive-price").fill("5");
  await form.getByLabel("Also make these licences my template for new beats").check();
  await noAxe(p, "the new beat form with its files");
  await form.getByRole("button", { name: "Create beat" }).click();
  await p.waitForURL(/\/my-beats\/beats-manager\/bt_/, { timeout: 20_000 }).catch(async (error) => {
    const shown = await form.locator(".field__error, .form-alert").allTextContents();
    throw new Error(`the beat was not created: ${JSON.stringify(shown)} (${error})`);
  });
  const beatId = decodeURIComponent(new URL(p.url()).pathname.split("/").pop() ?? "");
  const template = await apiFrom(p, "/creator/beats/template");
  assert.deepEqual(
    ((template.json?.data?.licences ?? []) as Array<{ tier: string; price_cents: number }>).map((t) => [
      t.tier,
      t.price_cents,
    ]),
    [
      ["basic", 200],
      ["exclusive", 500],
    ],
  );

  // Processing runs on the media queue, behind whatever the suites before queued (the studio's long
  // WAVs): the beat can be published once every file is ready.
  for (let i = 0; ; i++) {
    const beat = await apiFrom(p, `/creator/beats/${beatId}`);
    const missing = beat.json?.data?.missing_files as string[] | undefined;
    if (missing?.length === 0) break;
    const processing = beat.json?.data?.processing_files;
    assert.ok(
      i < 360,
      `files never ready: missing ${JSON.stringify(missing)}, processing ${JSON.stringify(processing)}`,
    );
    await p.waitForTimeout(500);
  }
  await p.goto(`${env.url}${MANAGER}?q=${encodeURIComponent(TITLE)}`);
  await ready(p);
  const publish = p.getByRole("switch", { name: `Published: ${TITLE}` });
  await publish.click();
  await p.waitForFunction(
    (name) =>
      document
        .querySelector(`[role=switch][aria-label="Published: ${name}"]`)
        ?.getAttribute("aria-checked") === "true",
    TITLE,
  );

  // The admin's queue: the new listing is pending; approving it puts it on the market.
  const admin = await signIn(env, DEMO.admin, { password: DEMO.password });
  const a = admin.page;
  await a.goto(`${env.url}/admin/tracks-for-sale?q=${encodeURIComponent(TITLE)}`);
  await ready(a);
  const listing = a.locator("tr", { hasText: TITLE });
  await listing.waitFor();
  await noAxe(a, "the tracks-for-sale queue");
  // The admin hears the pending beat's preview in the global player before deciding.
  const [heard] = await Promise.all([
    a.waitForResponse((r) => r.url().includes("/api/v1/media/stream/") && r.status() < 300),
    listing.getByRole("button", { name: `Play the preview of ${TITLE}` }).click(),
  ]);
  assert.match(heard.headers()["content-type"] ?? "", /^audio\//);
  await listing.getByRole("button", { name: /^Approve/ }).click();
  await toast(a, "approved");
  // The buyer: the demo promoter, given the artist kind (buyers are creators).
  const granted = await apiFrom(a, `/admin/users/update/${PROMOTER_ID}`, {
    roles: [{ role: "promoter" }, { role: "creator", kind: "artist" }],
    reason: "E2E buyer for the beat market",
  });
  assert.equal(granted.status, 200, JSON.stringify(granted.json));

  const buyer = await signIn(env, PROMOTER, { password: DEMO.password });
  const b = buyer.page;
  await b.goto(`${env.url}${MARKET}?q=${encodeURIComponent(TITLE)}`);
  await ready(b);
  const card = b.locator(`[data-beat="${beatId}"]`);
  await card.waitFor();
  await noAxe(b, "the beat market");
  await card.getByRole("link", { name: TITLE }).click();
  await b.waitForURL(new RegExp(`/beat-market-place/${beatId}$`));
  await b.getByRole("heading", { name: TITLE }).waitFor();
  // The preview streams to the buyer (the player's request for it answers audio).
  const [preview] = await Promise.all([
    b.waitForResponse((r) => r.url().includes("/api/v1/media/stream/") && r.status() < 300),
    b.getByRole("button", { name: `▶ Play preview of ${TITLE}` }).click(),
  ]);
  assert.match(preview.headers()["content-type"] ?? "", /^audio\//);
  await noAxe(b, "the beat's page");

  const buy = async (tier: "Basic" | "Exclusive") => {
    await b.getByRole("button", { name: `Buy the ${tier} licence` }).click();
    const modal = b.locator("dialog[open]", { has: b.getByRole("heading", { name: "Payment Details" }) });
    await modal.waitFor();
    await modal.getByRole("button", { name: "Pay", exact: true }).click();
    await b.getByRole("heading", { name: `You hold the ${tier} licence` }).waitFor({ timeout: 20_000 });
  };
  await buy("Basic");
  const bought = b.locator(".market-bought");
  const contract = await bought.getByRole("link", { name: /Contract \(PDF\)/ }).getAttribute("href");
  const mp3 = await bought.getByRole("link", { name: /^MP3/ }).getAttribute("href");
  const files2 = await b.evaluate(
    async (urls) =>
      Promise.all(
        urls.map(async (u) => {
          const res = await fetch(u);
          return [res.status, res.headers.get("content-type"), (await res.arrayBuffer()).byteLength] as const;
        }),
      ),
    [contract ?? "", mp3 ?? ""],
  );
  assert.deepEqual(
    files2.map(([s, t]) => [s, t]),
    [
      [200, "application/pdf"],
      [200, "audio/mpeg"],
    ],
  );
  assert.ok(
    files2.every(([, , size]) => size > 500),
    JSON.stringify(files2),
  );

  // The exclusive: the beat leaves the market in the same batch.
  await buy("Exclusive");
  await b.goto(`${env.url}${MARKET}?q=${encodeURIComponent(TITLE)}`);
  await ready(b);
  assert.equal(await b.locator(`[data-beat="${beatId}"]`).count(), 0);
  await b.goto(`${env.url}${MARKET}?view=licences`);
  await ready(b);
  assert.equal(await b.locator("tr", { hasText: TITLE }).count(), 2);
  for (const s of [producer, admin, buyer]) await s.context.close();
});
