// The song market in a real browser against the real local stack (issue #35): the demo creator writes a
// song with a new co-writer (registered here, made a songwriter by the demo admin) and offers it for sale;
// the co-writer accepts their split on their songs dashboard; the admin approves the listing; a buyer (the
// demo promoter) bids, raises the bid (the hold moves with it), the writer approves it, the buyer confirms
// delivery; both writers see their shares in their earnings, and the buyer reads the whole lyrics and
// downloads the contract. axe runs on each page.
import { strict as assert } from "node:assert";
import type { Page } from "playwright-core";
import { newPage, test } from "./harness";
import { DEMO, PASSWORD, ready, register, signIn, uniqueEmail } from "./helpers";
import { apiFrom, noAxe, toast } from "./journey";

const run = Date.now().toString(36).slice(-5);
const TITLE = `E2E Entebbe Road ${run}`;
const LYRICS = [
  "Sun over Entebbe road",
  "Carry me where the waters flowed",
  "Sing it slow",
  "Sing it low",
  "The fifth line is for the buyer",
  "And so is the sixth",
];
const PROMOTER = "promoter@demo.ngoma.dev";
const WRITER_PAGES = "/creator-promoter/my-songs";
const MARKET = "/creator-promoter/song-market-place";

test("songs: a songwriter lists a co-written song, the co-writer consents, the admin approves, a buyer bids and raises, the writer approves, the buyer completes; both writers are paid and the buyer reads the lyrics and the contract", async (env) => {
  // The co-writer: a new account, made a songwriter by the admin.
  const coEmail = uniqueEmail("cowriter");
  const fresh = await newPage(env);
  await register(fresh.page, env.url, coEmail, "Nalongo Cowriter");
  const me = await apiFrom(fresh.page, "/auth/user/authuser", {});
  const coId = String(me.json?.data?.id ?? "");
  assert.ok(coId, "the co-writer's id");
  const admin = await signIn(env, DEMO.admin, { password: DEMO.password });
  const a = admin.page;
  const granted = await apiFrom(a, `/admin/users/update/${coId}`, {
    roles: [{ role: "creator", kind: "songwriter" }],
    reason: "E2E co-writer for the song market",
  });
  assert.equal(granted.status, 200, JSON.stringify(granted.json));

  // The songwriter writes the song with the co-writer (60/40) and offers it for sale.
  const writer = await signIn(env, DEMO.creator, { password: DEMO.password });
  const w = writer.page;
  await w.goto(`${env.url}${WRITER_PAGES}/songs-manager`);
  await ready(w);
  await noAxe(w, "the songs manager");
  await w.getByRole("button", { name: "New song" }).click();
  const form = w.getByRole("form", { name: "New song" });
  await form.getByLabel("Title", { exact: true }).fill(TITLE);
  await form.getByLabel("Language", { exact: true }).fill("English");
  await form.getByLabel("Lyrics", { exact: true }).fill(LYRICS.join("\n"));
  await form.getByLabel(/^Minimum bid/).fill("10000");
  await form.getByRole("button", { name: "Add a co-writer" }).click();
  await form.getByLabel(/^Co-writer 2: e-mail or user id/).fill(coEmail);
  await form.getByLabel("Your split (%)").fill("60");
  await form.getByLabel(/^Split of co-writer 2/).fill("40");
  await noAxe(w, "the new song form");
  await form.getByRole("button", { name: "Create song" }).click();
  await toast(w, "Song Added");
  const forSale = w.getByRole("switch", { name: `For sale: ${TITLE}` });
  await forSale.click();
  await toast(w, "Song Activated");
  const songs = await apiFrom(w, `/creator/writer/written_songs/list?q=${encodeURIComponent(TITLE)}`);
  const song = ((songs.json?.data?.data ?? []) as Array<{ id: string; on_market: boolean }>)[0];
  assert.ok(song, "the song was created");
  assert.equal(song.on_market, false, "not on the market before consent and moderation");

  // The co-writer accepts their credit on their songs dashboard.
  const co = await signIn(env, coEmail, { password: PASSWORD });
  const c = co.page;
  await c.goto(`${env.url}${WRITER_PAGES}/dashboard`);
  await ready(c);
  await noAxe(c, "the co-writer's songs dashboard");
  await c.getByRole("button", { name: `Accept your 40% credit on ${TITLE}` }).click();
  await toast(c, "Credit accepted");

  // The admin approves the listing in the tracks-for-sale queue.
  await a.goto(`${env.url}/admin/tracks-for-sale?q=${encodeURIComponent(TITLE)}`);
  await ready(a);
  const listing = a.locator("tr", { hasText: TITLE });
  await listing.waitFor();
  await listing.getByRole("button", { name: /^Approve/ }).click();
  await toast(a, "approved");

  // The buyer finds it, bids, and raises the bid; the hold follows.
  const buyer = await signIn(env, PROMOTER, { password: DEMO.password });
  const b = buyer.page;
  await b.goto(`${env.url}${MARKET}/list?q=${encodeURIComponent(TITLE)}`);
  await ready(b);
  const card = b.locator(`[data-song="${song.id}"]`);
  await card.waitFor();
  await noAxe(b, "the song market");
  await card.getByRole("link", { name: TITLE }).click();
  await b.waitForURL(new RegExp(`/song-market-place/${song.id}$`));
  await b.getByRole("heading", { name: TITLE }).waitFor();
  assert.equal(await b.getByText(LYRICS[4] as string).count(), 0, "only the first four lines before buying");
  const heldBefore = Number((await apiFrom(b, "/user/wallet/details")).json?.data?.held ?? 0);
  await b.getByLabel(/^Your bid/).fill("20000");
  await b.getByRole("button", { name: "Review bid" }).click();
  await noAxe(b, "the bid's confirmation");
  await b.getByRole("button", { name: "Place bid" }).click();
  await toast(b, "Song bid placed successfully!");
  const placed = await apiFrom(
    b,
    `/creator/songs/marketplace/my_purchases?status=pending&song_id=${song.id}`,
  );
  const bid = ((placed.json?.data?.data ?? []) as Array<{ id: string; amount: number; total: number }>)[0];
  assert.ok(bid, "the bid is pending");
  assert.equal(Number((await apiFrom(b, "/user/wallet/details")).json?.data?.held) - heldBefore, bid.total);
  await b.getByRole("button", { name: /^Change bid/ }).click();
  await b.getByLabel(/^New bid/).fill("30000");
  await b.getByRole("button", { name: "Review", exact: true }).click();
  await b.getByRole("button", { name: "Change bid", exact: true }).last().click();
  await toast(b, "Purchase details updated successfully");
  const raised = await apiFrom(b, `/creator/songs/marketplace/get_purchase/${bid.id}`);
  const total = Number(raised.json?.data?.total);
  assert.ok(Number(raised.json?.data?.amount) > bid.amount, "the bid was raised");
  assert.equal(Number((await apiFrom(b, "/user/wallet/details")).json?.data?.held) - heldBefore, total);

  // The writer approves it from the buy requests.
  await w.goto(`${env.url}${WRITER_PAGES}/buy-requests/${bid.id}`);
  await ready(w);
  await noAxe(w, "the buy request");
  await w.getByRole("button", { name: "Approve bid" }).click();
  await w.getByRole("dialog").getByRole("button", { name: "Approve bid" }).click();
  await toast(w, "Bid approved successfully");

  // The buyer confirms delivery: the hold is paid to the writers by split.
  const balances = async (page: Page) =>
    Number((await apiFrom(page, "/user/wallet/details")).json?.data?.balance);
  const [writerBefore, coBefore] = [await balances(w), await balances(c)];
  await b.goto(`${env.url}${MARKET}/approved-deals`);
  await ready(b);
  await noAxe(b, "the approved deals");
  await b.getByRole("button", { name: new RegExp(`^Confirm delivery of ${TITLE}`) }).click();
  await b.getByRole("button", { name: /^Pay / }).click();
  await toast(b, "Purchase completed successfully");
  const done = await apiFrom(b, `/creator/songs/marketplace/get_purchase/${bid.id}`);
  const amount = Number(done.json?.data?.amount);
  const paid = done.json?.data?.writers as Array<{ user_id: string; paid: number }>;
  assert.equal(done.json?.data?.status, "completed");
  assert.equal(
    paid.reduce((sum, p) => sum + p.paid, 0),
    amount,
  );
  assert.equal((await balances(w)) - writerBefore, paid.find((p) => p.user_id !== coId)?.paid);
  assert.equal((await balances(c)) - coBefore, paid.find((p) => p.user_id === coId)?.paid);

  // Each writer sees their share in their earnings.
  for (const [page, who] of [
    [w, "the songwriter"],
    [c, "the co-writer"],
  ] as const) {
    await page.goto(`${env.url}/my-wallet/payment-requests`);
    await ready(page);
    await page.locator("tr", { hasText: TITLE }).first().waitFor();
    await noAxe(page, `${who}'s earnings`);
  }

  // The buyer reads the whole lyrics and downloads the contract.
  await b.goto(`${env.url}${MARKET}/deals/${bid.id}`);
  await ready(b);
  await b.getByRole("heading", { name: "Lyrics", exact: true }).waitFor();
  await b.getByText(LYRICS[5] as string).waitFor();
  await noAxe(b, "the completed deal");
  const contract = await apiFrom(b, `/creator/songs/marketplace/contract/${bid.id}`);
  assert.equal(contract.status, 200);
  assert.match(contract.type, /application\/pdf/);
  await Promise.all(
    [fresh.context, admin.context, writer.context, co.context, buyer.context].map((x) => x.close()),
  );
});
