// The web worker's log lines about its api calls: one JSON object a line, like the api's, so a log
// search (and the browser suite's runner, e2e/run.ts) finds them by `msg`.

/**
 * @example logError("api call unanswered", { method: "GET", path: "/auth/user/authuser", error: "reset" });
 */
export function logError(msg: string, fields: Record<string, unknown>): void {
  console.error(JSON.stringify({ level: "error", msg, ...fields }));
}
