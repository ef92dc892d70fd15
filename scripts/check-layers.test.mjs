// The layering checker's own test (node --test, run by the "layers" step of `npm test`): a deep import
// planted into another feature fails the check; the public doors and the real tree pass.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { checkApi, deepImports } from "./check-layers.mjs";

const root = mkdtempSync(path.join(tmpdir(), "layers-"));
after(() => rmSync(root, { recursive: true, force: true }));

/** A src tree of `files` (path → imports), each file importing the given specs. */
function tree(name, files) {
  const src = path.join(root, name);
  for (const [file, specs] of Object.entries(files)) {
    const full = path.join(src, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, specs.map((s, i) => `import { x${i} } from "${s}";\n`).join(""));
  }
  return src;
}

test("a deep import into another feature fails", () => {
  const src = tree("deep", {
    "features/a/service.ts": ["../b/internal"],
    "features/a/nested/views.ts": ["../../b/sub/helper"],
    "features/b/internal.ts": [],
    "features/b/sub/helper.ts": [],
    "app.ts": ["./features/b/internal"],
  });
  const found = deepImports(src);
  assert.equal(found.length, 3);
  assert.match(
    found.join("\n"),
    /features\/a\/service\.ts imports \.\.\/b\/internal: not a public door of features\/b/,
  );
  assert.ok(checkApi(src, true).length >= 3);
});

test("the public doors pass: index, schema, contract files, and routes from the composition root", () => {
  const src = tree("doors", {
    "features/a/service.ts": ["../b", "../b/index", "../b/schema", "../b/contract", "../b/things.contract"],
    "features/a/service.test.ts": ["../b/internal"],
    "test-support/fixtures.ts": ["../features/b/internal"],
    "app.ts": ["./features/b/routes", "./features/b/things.routes", "./features/b"],
    "features/b/index.ts": ["./internal"],
  });
  assert.deepEqual(deepImports(src), []);
});

test("contract land imports other features' pure rules directly, never a face", () => {
  const pure = tree("contracts", {
    "features/a/things.contract.ts": ["./things.rules"],
    "features/a/things.rules.ts": ["../b/limits.rules"],
    "features/b/limits.rules.ts": [],
    "contract.ts": ["./features/b/limits.rules"],
  });
  assert.deepEqual(deepImports(pure), []);
  const pulled = tree("contract-face", {
    "features/a/things.contract.ts": ["./things.rules"],
    "features/a/things.rules.ts": ["../b"],
    "features/b/index.ts": [],
  });
  assert.match(
    deepImports(pulled).join("\n"),
    /things\.rules\.ts imports \.\.\/b: contract land must not import/,
  );
});

test("a feature may not mount another feature's routes", () => {
  const src = tree("routes", { "features/a/service.ts": ["../b/things.routes"] });
  assert.equal(deepImports(src).length, 1);
});

test("the repository's own api passes", () => {
  assert.deepEqual(checkApi(undefined, true), []);
});
