import { describe, expect, it } from "vitest";
import {
  closeSessions,
  connectUrl,
  connectUser,
  isDeliveredEvent,
  publishToUser,
  publishUrl,
  type RealtimeBinding,
} from "./client";

// A binding double that records the one request it receives and answers with `reply`.
function recordingBinding(reply: Response): RealtimeBinding & { seen: () => Request } {
  let seen: Request | undefined;
  return {
    fetch: async (input, init) => {
      seen = new Request(input, init);
      return reply;
    },
    seen: () => {
      if (!seen) throw new Error("binding was not called");
      return seen;
    },
  };
}

describe("urls", () => {
  it("builds absolute URLs for the service binding", () => {
    expect(connectUrl("usr_1", "ses_1")).toBe("https://realtime.internal/connect/usr_1/ses_1");
    expect(publishUrl("usr_1")).toBe("https://realtime.internal/publish/usr_1");
  });

  it("refuses ids that could escape the path", () => {
    expect(() => connectUrl("../publish/usr_1", "ses_1")).toThrow(TypeError);
    expect(() => connectUrl("usr_1", "../x")).toThrow(TypeError);
    expect(() => publishUrl("")).toThrow(TypeError);
  });
});

describe("publishToUser", () => {
  it("POSTs the event as JSON and returns the delivered count", async () => {
    const binding = recordingBinding(Response.json({ delivered: 3 }));
    await expect(publishToUser(binding, "usr_1", { type: "notification" })).resolves.toEqual({
      delivered: 3,
    });
    const request = binding.seen();
    expect(request.method).toBe("POST");
    expect(request.url).toBe("https://realtime.internal/publish/usr_1");
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(await request.json()).toEqual({ type: "notification" });
  });

  it("rejects when the realtime worker refuses", async () => {
    const binding = recordingBinding(Response.json({ msg: "no", code: "VALIDATION" }, { status: 422 }));
    await expect(publishToUser(binding, "usr_1", { type: "x" })).rejects.toThrow(/422/);
  });
});

describe("closeSessions", () => {
  it("POSTs one session, or all but one, and returns the closed count", async () => {
    const one = recordingBinding(Response.json({ closed: 2 }));
    await expect(closeSessions(one, "usr_1", { sessionId: "ses_1" })).resolves.toEqual({ closed: 2 });
    expect(one.seen().url).toBe("https://realtime.internal/close/usr_1");
    expect(one.seen().method).toBe("POST");
    expect(await one.seen().json()).toEqual({ session_id: "ses_1" });
    const all = recordingBinding(Response.json({ closed: 0 }));
    await closeSessions(all, "usr_1", { allExcept: null });
    expect(await all.seen().json()).toEqual({ all_except: null });
  });

  it("rejects when the realtime worker refuses", async () => {
    const binding = recordingBinding(Response.json({ msg: "no", code: "VALIDATION" }, { status: 422 }));
    await expect(closeSessions(binding, "usr_1", { sessionId: "ses_1" })).rejects.toThrow(/422/);
  });
});

describe("connectUser", () => {
  it("forwards the upgrade without the caller's credentials", async () => {
    const binding = recordingBinding(new Response(null, { status: 204 }));
    const browser = new Request("https://ngoma.example/api/v1/websockets/connect?token=t", {
      headers: {
        upgrade: "websocket",
        "sec-websocket-protocol": "ngoma",
        cookie: "session=secret",
        authorization: "Bearer secret",
      },
    });
    await connectUser(binding, "usr_1", "ses_9", browser);
    const forwarded = binding.seen();
    expect(forwarded.url).toBe("https://realtime.internal/connect/usr_1/ses_9");
    expect(forwarded.method).toBe("GET");
    expect(forwarded.headers.get("upgrade")).toBe("websocket");
    expect(forwarded.headers.get("sec-websocket-protocol")).toBe("ngoma");
    expect(forwarded.headers.has("cookie")).toBe(false);
    expect(forwarded.headers.has("authorization")).toBe(false);
  });
});

describe("isDeliveredEvent", () => {
  it("recognises server frames", () => {
    expect(isDeliveredEvent({ type: "notification", user_id: "usr_1" })).toBe(true);
    expect(isDeliveredEvent({ type: "pong", timestamp: 1 })).toBe(false);
    expect(isDeliveredEvent(null)).toBe(false);
  });
});
