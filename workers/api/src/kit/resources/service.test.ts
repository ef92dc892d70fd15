import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { albums, artists } from "../../features/catalogue/schema";
import { createArtist, testDb } from "../../test-support/catalogue-fixtures";
import { registerUser } from "../../test-support/client";
import { fieldError } from "../errors";
import { resourceService } from "./service";

/** An owned resource over a real table: artists belong to the account in `user_id`. */
const ownedArtistsSpec = {
  entity: "Artist",
  idPrefix: "art",
  table: artists,
  owner: artists.userId,
  order: [{ column: artists.name, direction: "asc" }],
  toView: (row) => ({ id: row.id, name: row.name, status: row.status }),
  insertValues: (input: { name: string }, actor) => ({
    name: input.name,
    country: "UG",
    bio: "",
    createdAt: actor.now,
  }),
  updateValues: (input: { name: string }) => ({ name: input.name }),
} satisfies Parameters<
  typeof resourceService<typeof artists, { name: string }, { name: string }, unknown>
>[0];
const ownedArtists = resourceService(ownedArtistsSpec);

const actor = (userId: string) => ({ userId, ip: null, now: new Date() });

describe("resourceService ownership", () => {
  it("creates rows owned by the caller and hides them from everyone else as a 404", async () => {
    const db = testDb();
    const owner = (await registerUser()).user.id as string;
    const stranger = (await registerUser()).user.id as string;
    const mine = await ownedArtists.create(db, actor(owner), { name: "Mine" });
    expect(mine).toMatchObject({ name: "Mine", status: 1 });
    expect(await ownedArtists.get(db, actor(owner), mine.id)).toEqual(mine);

    for (const attempt of [
      () => ownedArtists.get(db, actor(stranger), mine.id),
      () => ownedArtists.update(db, actor(stranger), mine.id, { name: "Taken" }),
      () => ownedArtists.setStatus(db, actor(stranger), mine.id, 0),
      () => ownedArtists.remove(db, actor(stranger), mine.id),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ status: 404, code: "NOT_FOUND" });
    }
    expect(await ownedArtists.get(db, actor(owner), mine.id)).toEqual(mine);
  });

  it("lists only the caller's rows", async () => {
    const db = testDb();
    const owner = (await registerUser()).user.id as string;
    await createArtist({ name: "Someone else's" });
    await ownedArtists.create(db, actor(owner), { name: "B side" });
    await ownedArtists.create(db, actor(owner), { name: "A side" });
    const page = await ownedArtists.list(db, actor(owner), { page: 1, perPage: 10 });
    expect(page.total).toBe(2);
    expect(page.data.map((a) => a.name)).toEqual(["A side", "B side"]);
  });

  it("refuses, when built, an owner that is not a column of the table", () => {
    expect(() => resourceService({ ...ownedArtistsSpec, owner: albums.artistId })).toThrow(
      "resourceService: the owner column is not a column of the table.",
    );
  });
});

describe("resourceService options", () => {
  it("filters lists by extra columns, searches with its own condition and builds views with reads", async () => {
    const db = testDb();
    const owner = (await registerUser()).user.id as string;
    const loaded: string[][] = [];
    const artistsWithReads = resourceService({
      ...ownedArtistsSpec,
      toView: undefined,
      filters: { country: artists.country },
      search: { condition: (q: string) => sql`${artists.name} like ${`%${q}%`}` },
      loadViews: async (_db, rows) => {
        loaded.push(rows.map((r) => r.id));
        return rows.map((r) => ({ id: r.id, name: r.name.toUpperCase(), status: r.status }));
      },
    });
    const ug = await artistsWithReads.create(db, actor(owner), { name: "Nile Echo" });
    expect(ug.name).toBe("NILE ECHO");
    const ke = await artistsWithReads.create(db, actor(owner), { name: "Rift Echo" });
    await db.update(artists).set({ country: "KE" }).where(eq(artists.id, ke.id));

    const kenyan = await artistsWithReads.list(db, actor(owner), {
      page: 1,
      perPage: 10,
      filters: { country: "KE" },
    });
    expect(kenyan.data.map((a) => a.id)).toEqual([ke.id]);
    const unfiltered = await artistsWithReads.list(db, actor(owner), {
      page: 1,
      perPage: 10,
      filters: { country: undefined },
    });
    expect(unfiltered.total).toBe(2);
    const searched = await artistsWithReads.list(db, actor(owner), { page: 1, perPage: 10, q: "ift E" });
    expect(searched.data.map((a) => a.name)).toEqual(["RIFT ECHO"]);
    expect(loaded.at(-1)).toEqual([ke.id]);
  });

  it("runs its check before writing and maps database refusals", async () => {
    const db = testDb();
    const owner = (await registerUser()).user.id as string;
    const checked = resourceService({
      ...ownedArtistsSpec,
      check: async (_db, _actor, input: { name: string }) => {
        if (input.name === "Taken") throw fieldError("name", "Pick another name.");
      },
      mapError: (error) =>
        error instanceof Error && /NOT NULL/.test(String(error.cause ?? error.message))
          ? fieldError("name", "A name is required.")
          : null,
    });
    await expect(checked.create(db, actor(owner), { name: "Taken" })).rejects.toMatchObject({
      status: 422,
      fields: { name: ["Pick another name."] },
    });
    const row = await checked.create(db, actor(owner), { name: "Free" });
    await expect(
      checked.update(db, actor(owner), row.id, { name: null as unknown as string }),
    ).rejects.toMatchObject({
      status: 422,
      fields: { name: ["A name is required."] },
    });
    const page = await checked.list(db, actor(owner), { page: 1, perPage: 10 });
    expect(page.data.map((a) => a.name)).toEqual(["Free"]);
  });

  it("has no create without insertValues, and needs a way to build views", () => {
    const { insertValues: _omit, ...readOnly } = ownedArtistsSpec;
    const service = resourceService(readOnly);
    return Promise.all([
      expect(service.create(testDb(), actor("usr_x"), { name: "x" })).rejects.toThrow("Artist has no create"),
      expect(() => resourceService({ ...ownedArtistsSpec, toView: undefined })).toThrow(
        "give toView or loadViews",
      ),
    ]);
  });
});
