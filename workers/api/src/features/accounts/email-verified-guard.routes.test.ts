import { describe, expect, it } from "vitest";
import { call, latestCode, registerUser, registerVerifiedUser } from "../../test-support/client";

const post = (path: string, token: string, body: unknown) => call(path, { method: "POST", token, body });
const phone = () => `+2567${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;

function expectEmailNotVerified(res: { status: number; json: { code: string; msg: string } }) {
  expect(res.status).toBe(403);
  expect(res.json.code).toBe("EMAIL_NOT_VERIFIED");
  expect(res.json.msg).toMatch(/verify your e-mail/i);
}

describe("what an account with an unverified e-mail may not do", () => {
  it("keeps its playlists private: publishing is refused until the e-mail is verified", async () => {
    const { token, email } = await registerUser();
    expectEmailNotVerified(
      await post("/user/library/playlists/create", token, { title: "Mine", visibility: "public" }),
    );
    const created = await post("/user/library/playlists/create", token, { title: "Mine" });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    expectEmailNotVerified(
      await post(`/user/library/playlists/update/${id}`, token, { visibility: "public" }),
    );
    expect((await post(`/user/library/playlists/update/${id}`, token, { title: "Renamed" })).status).toBe(
      200,
    );

    await post("/auth/user/verify_code", token, { channel: "email", code: await latestCode(email) });
    const published = await post(`/user/library/playlists/update/${id}`, token, { visibility: "public" });
    expect(published.status).toBe(200);
    expect(published.json.data.visibility).toBe("public");
  });

  it("sends no SMS (it costs money and reaches a stranger's phone) until the e-mail is verified", async () => {
    const unverified = await registerUser();
    expectEmailNotVerified(
      await post("/auth/user/verify_phone_number", unverified.token, { phone: phone() }),
    );
    const verified = await registerVerifiedUser();
    expect((await post("/auth/user/verify_phone_number", verified.token, { phone: phone() })).status).toBe(
      200,
    );
  });
});
