// Test double for the REALTIME service binding: records every publish and every close of sessions'
// sockets, and answers like the realtime worker (or fails, to prove a realtime outage never fails the
// request that notifies or ends a session).
import type { RealtimeBinding } from "@ngoma/realtime/client";

export interface Published {
  url: string;
  userId: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests assert on the published JSON.
  body: any;
}

export function realtimeSpy(mode: "ok" | "http-error" | "throw" = "ok") {
  const published: Published[] = [];
  /** `POST /close/:userId` calls: which sessions' sockets the api asked to close. */
  const closed: Published[] = [];
  const binding: RealtimeBinding = {
    async fetch(input, init) {
      const url = typeof input === "string" ? input : input.url;
      const text = typeof init?.body === "string" ? init.body : "";
      const call = { url, userId: url.split("/").pop() ?? "", body: JSON.parse(text || "null") };
      const isClose = new URL(url).pathname.startsWith("/close/");
      (isClose ? closed : published).push(call);
      if (mode === "throw") throw new Error("realtime worker unreachable");
      if (mode === "http-error") return new Response("boom", { status: 500 });
      return Response.json(isClose ? { closed: 1 } : { delivered: 1 });
    },
  };
  // The app's Bindings type says Fetcher; only `fetch` is used, so the double stands in for it.
  return { published, closed, env: { REALTIME: binding as unknown as Fetcher } };
}
