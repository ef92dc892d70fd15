#!/usr/bin/env node
// `npm run example -w @ngoma/audio-engine`: builds the package, then serves this page and dist/ on
// http://127.0.0.1:4173 (PORT overrides). Open it, pick some audio files (or make demo tones), play.
import { fileURLToPath } from "node:url";
import { serve } from "../../scripts/static-server.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));
const dist = fileURLToPath(new URL("../../dist/", import.meta.url));
const { url } = await serve({ "/": here, "/dist/": dist }, Number(process.env.PORT ?? 4173));
console.log(`audio-engine example: ${url}/  (Ctrl+C to stop)`);
