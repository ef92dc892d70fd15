import { describe, expect, it } from "vitest";
import { type ApiFailure, networkFailure, timeoutFailure } from "./envelope";
import { actionError, dataOrThrow, failureResponse, failureStatus, invalidForm, NO_ANSWER } from "./failure";

const failure = (status: number, msg?: string): ApiFailure => ({
  ok: false,
  status,
  code: "X",
  fieldErrors: {},
  ...(msg ? { msg } : {}),
});

describe("the one failure mapping", () => {
  it("keeps the api's error status and makes every failure without an answer a 503", () => {
    expect(failureStatus(failure(404))).toBe(404);
    expect(failureStatus(failure(422))).toBe(422);
    expect(failureStatus(networkFailure())).toBe(503);
    expect(failureStatus(timeoutFailure())).toBe(503);
    expect(failureStatus(failure(200))).toBe(503);
  });

  it("throws from a loader a Response that can exist (status 0 would be a RangeError)", async () => {
    const response = failureResponse(networkFailure());
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("Network error occurred. Please check your connection.");
    expect(await failureResponse(failure(500)).text()).toBe(NO_ANSWER);
  });

  it("hands a loader the data, or throws the failure's Response", () => {
    expect(dataOrThrow({ ok: true, status: 200, data: { id: "x" } })).toEqual({ id: "x" });
    let thrown: unknown;
    try {
      dataOrThrow(failure(403, "Forbidden here"));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(403);
  });

  it("answers an action with the same status and the form's intent", () => {
    const answer = actionError(networkFailure(), "password");
    expect(answer.init?.status).toBe(503);
    expect(answer.data).toMatchObject({ ok: false, code: "NETWORK", intent: "password" });
    expect(actionError(failure(422, "Validation errors occurred")).init?.status).toBe(422);
  });

  it("answers a form its own check refused like the api's 422", () => {
    const answer = invalidForm({ title: ["Enter a title."] }, "create");
    expect(answer.init?.status).toBe(422);
    expect(answer.data).toMatchObject({
      ok: false,
      code: "VALIDATION",
      msg: "Validation errors occurred",
      fieldErrors: { title: ["Enter a title."] },
      intent: "create",
    });
  });
});
