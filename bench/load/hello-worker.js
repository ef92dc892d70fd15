// The baseline: the smallest Hono worker, served by the same `wrangler dev` as the app.
import { Hono } from "hono";

const app = new Hono();
app.get("/", (c) => c.text("Hello, world"));

export default app;
