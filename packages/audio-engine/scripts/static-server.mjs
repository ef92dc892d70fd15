// Tiny static file server for the browser test and the example: 127.0.0.1 only, random port by default,
// byte-range support (media elements seek and probe with Range requests). No dependencies.
import { createReadStream, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, sep } from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wav": "audio/wav",
  ".mp3": "audio/mpeg",
  ".ogg": "audio/ogg",
  ".json": "application/json",
};

/**
 * Serves `mounts` ({ "/url-prefix/": "/abs/dir" }) and resolves to { url, close }.
 * @param {Record<string, string>} mounts
 * @param {number} [port]
 */
export function serve(mounts, port = 0) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const prefix = Object.keys(mounts)
      .sort((a, b) => b.length - a.length)
      .find((p) => path.startsWith(p));
    const root = prefix && mounts[prefix];
    const rel = prefix ? path.slice(prefix.length) || "index.html" : "";
    const file = root && normalize(join(root, rel));
    let size = -1;
    try {
      if (file && (file + sep).startsWith(root) && statSync(file).isFile()) size = statSync(file).size;
    } catch {}
    if (!file || size < 0) {
      res.writeHead(404).end("not found");
      return;
    }
    const headers = {
      "content-type": TYPES[extname(file)] ?? "application/octet-stream",
      "accept-ranges": "bytes",
      "cache-control": "no-store",
    };
    const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? "");
    if (range) {
      const start = range[1] ? Number(range[1]) : size - Number(range[2]);
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start > end || start < 0) {
        res.writeHead(416, { "content-range": `bytes */${size}` }).end();
        return;
      }
      res.writeHead(206, {
        ...headers,
        "content-range": `bytes ${start}-${end}/${size}`,
        "content-length": end - start + 1,
      });
      createReadStream(file, { start, end }).pipe(res);
      return;
    }
    res.writeHead(200, { ...headers, "content-length": size });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const { port: actual } = /** @type {import("node:net").AddressInfo} */ (server.address());
      resolve({ url: `http://127.0.0.1:${actual}`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}
