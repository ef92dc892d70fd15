import { describe, expect, it } from "vitest";
import { albums, artists } from "../../features/catalogue/schema";
import { createArtist, testDb } from "../../test-support/catalogue-fixtures";
import { registerUser } from "../../test-support/client";
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

const actor = (userId: string) => ({ userId, now: new Date() });

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
