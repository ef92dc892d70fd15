import { describe, expect, it } from "vitest";
import * as main from "./index";

describe("the worker's main module", () => {
  // workerd refuses to start a worker whose main module exports anything but handlers and classes.
  it("exports only handlers and classes", () => {
    for (const [name, value] of Object.entries(main))
      expect([name, typeof value]).toEqual([name, "function"]);
  });
});
