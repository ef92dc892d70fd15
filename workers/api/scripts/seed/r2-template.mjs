// A ready-made local R2 folder holding every demo object, built once per generator version under
// .cache/demo-media/<version>/r2-template and COPIED into fresh persist folders. Uploading ~77 MB
// through Miniflare takes ~10 s on two cores; copying the files takes well under one, which matters
// because every e2e stack and benchmark run starts from an empty persist folder.
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { uploadCatalogueMedia } from "./catalogue.mjs";
import { cacheDir } from "./demo-media.mjs";
import { openLocalStack } from "./local-stack.mjs";

/** Builds the template if missing; returns its `v3/r2` folder. */
async function ensureTemplate(gen, log) {
  const root = cacheDir(gen.GENERATOR_VERSION);
  const template = path.join(root, "r2-template");
  if (existsSync(template)) return path.join(template, "v3", "r2");
  mkdirSync(root, { recursive: true }); // a fresh clone has no cache folder yet
  const building = mkdtempSync(path.join(root, "r2-building-"));
  const stack = await openLocalStack(building);
  try {
    await uploadCatalogueMedia(gen, stack.putIfAbsent);
  } finally {
    await stack.dispose();
  }
  try {
    renameSync(building, template); // atomic: a concurrent builder either wins or keeps its own copy
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  log(`  built the R2 template in ${template}`);
  return path.join(template, "v3", "r2");
}

/**
 * Copies the template into `<persistTo>/v3/r2` when that folder does not exist yet (a fresh stack).
 * An existing local R2 (a long-lived dev folder with uploads of its own) is left to the normal
 * idempotent upload instead. Returns whether it copied.
 */
export async function primeLocalR2(gen, persistTo, log) {
  const target = path.join(persistTo, "v3", "r2");
  if (existsSync(target)) return false;
  const source = await ensureTemplate(gen, log);
  cpSync(source, target, { recursive: true });
  return true;
}
