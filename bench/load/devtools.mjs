// A minimal Chrome devtools protocol client for a `wrangler dev` stack's inspector port, and the one
// setting every benchmark run makes through it.
// `ws` (wrangler's own dependency): Node 20's experimental WebSocket is refused by wrangler's inspector proxy.
import WebSocket from "ws";

/**
 * Connects to the devtools target at `webSocketUrl`; `send(method, params)` resolves with the reply.
 *
 * @example const web = await connectDevtools(`${runtime}/core:user:ngoma-web`);
 */
export async function connectDevtools(webSocketUrl) {
  const socket = new WebSocket(webSocketUrl);
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  let next = 0;
  let closed = null;
  const waiting = new Map();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data));
    waiting.get(message.id)?.resolve(message);
    waiting.delete(message.id);
  });
  // A dropped connection fails what waits on it instead of leaving it pending forever.
  socket.on("close", (code) => {
    closed = new Error(`devtools connection ${webSocketUrl} closed (${code})`);
    for (const { reject } of waiting.values()) reject(closed);
    waiting.clear();
  });
  return {
    send: (method, params = {}, timeoutMs = 60_000) =>
      new Promise((resolve, reject) => {
        if (closed) return reject(closed);
        next += 1;
        const id = next;
        // An answer that never comes fails the caller instead of hanging the run.
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error(`devtools ${method} on ${webSocketUrl}: no answer in ${timeoutMs} ms`));
        }, timeoutMs);
        const settle = (fn) => (value) => {
          clearTimeout(timer);
          fn(value);
        };
        waiting.set(id, { resolve: settle(resolve), reject: settle(reject) });
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}

/**
 * Switches off devtools' Network domain on a stack, for as long as the returned connection stays open
 * (close it when the stack stops). wrangler serves one devtools client at a time: reuse the returned
 * connection (`send`) for anything else, such as a profile.
 *
 * Why: wrangler's inspector proxy enables that domain on the runtime, so workerd reports every
 * subrequest, including each D1 and R2 binding call, as devtools events carrying the whole response
 * body, and wrangler's node process relays each one and appends it to its debug log file. Measured on
 * this machine that is a third of a core for the api worker's D1 and R2 calls, which a hello-world worker
 * (no subrequests) never pays, and which production never pays. Benchmarks measure the runtime, so they
 * turn it off on every stack they compare (the baseline included); `npm run dev` keeps it for devtools.
 *
 * @example const quiet = await muteNetworkEvents(stack.inspectorPort); try { … } finally { quiet.close(); }
 */
export async function muteNetworkEvents(inspectorPort) {
  const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json();
  const inspector = await connectDevtools(targets[0].webSocketDebuggerUrl);
  const reply = await inspector.send("Network.disable");
  if (reply.error) throw new Error(`Network.disable was refused: ${JSON.stringify(reply.error)}`);
  return inspector;
}
