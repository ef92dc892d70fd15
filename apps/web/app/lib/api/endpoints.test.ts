import { describe, expect, it } from "vitest";
import type { AnswerOf, Endpoint, InputArgs } from "./endpoints";
import { endpointUrl } from "./endpoints";

/** A call's shape checked by the typecheck alone: what `callApi`, `apiGet` and `api.request` accept. */
function call<E extends Endpoint>(endpoint: E, ..._input: InputArgs<E>): E {
  return endpoint;
}

describe("endpointUrl", () => {
  it("splits the method from the path and fills each parameter, encoded", () => {
    expect(endpointUrl("GET /user/global/albums/{id}", { id: "alb/1 x" })).toEqual({
      method: "GET",
      path: "/user/global/albums/alb%2F1%20x",
    });
    expect(endpointUrl("POST /user/account/providers/unlink/{provider}", { provider: "apple" })).toEqual({
      method: "POST",
      path: "/user/account/providers/unlink/apple",
    });
    expect(endpointUrl("GET /user/wallet/summary")).toEqual({ method: "GET", path: "/user/wallet/summary" });
  });

  it("refuses to send a path with a parameter left unfilled", () => {
    expect(() => endpointUrl("GET /user/global/albums/{id}", {})).toThrow("no value for {id}");
  });
});

// The table's promises, held by `npm run typecheck`: each `@ts-expect-error` below fails the typecheck the
// day its line compiles, so a body field renamed in the API, or a wrong pairing, is caught at the call.
describe("the endpoint table's types", () => {
  it("ties the body, the query, the path's parameters and the answer to the endpoint", () => {
    call("POST /auth/user/login", { body: { email: "a@b.co", password: "secret-123" } });
    // @ts-expect-error the login body has no `username` (a renamed field fails here)
    call("POST /auth/user/login", { body: { username: "a", password: "secret-123" } });
    // @ts-expect-error a path with `{id}` needs its params
    call("GET /user/global/albums/{id}");
    call("GET /user/global/albums/{id}", { params: { id: "alb_1" } });
    // @ts-expect-error the search reads `q`, not `query`
    call("GET /user/global/search", { query: { query: "x" } });
    // @ts-expect-error no such endpoint: the path exists only as POST
    call("GET /user/library/playlists/create");

    const answer: AnswerOf<"GET /user/wallet/summary"> | null = null;
    // @ts-expect-error an answer has only its schema's fields
    expect(answer?.no_such_field).toBeUndefined();
    expect(call("GET /user/wallet/summary")).toBe("GET /user/wallet/summary");
  });
});
