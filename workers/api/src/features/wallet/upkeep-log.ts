/** Logs one payment's failure in a cron run, so the run can go on with the others (one JSON line). */
export function logRowFailure(msg: string, operation: string, error: unknown) {
  console.error(JSON.stringify({ level: "error", msg, operation, error: String(error) }));
}
