import { describe, expect, it } from "vitest";
import { resolveChoice, resolveTheme, THEME_STORAGE_KEY, themeScript } from "./theme";

function runScript(stored: string | null, pref: "dark" | "light" | "system" | null, systemDark: boolean) {
  const root = { dataset: {} as Record<string, string>, style: {} as Record<string, string> };
  const fakeWindow = { matchMedia: () => ({ matches: systemDark }) };
  const storage = { getItem: (key: string) => (key === THEME_STORAGE_KEY ? stored : null) };
  new Function("document", "localStorage", "window", themeScript(pref))(
    { documentElement: root },
    storage,
    fakeWindow,
  );
  return root;
}

describe("theme", () => {
  it("defaults to dark", () => {
    expect(resolveChoice(null, undefined)).toBe("dark");
    expect(resolveTheme("dark", false)).toBe("dark");
  });

  it("lets a stored explicit choice override the account and the system", () => {
    expect(resolveChoice("light", "dark")).toBe("light");
    expect(resolveTheme(resolveChoice("light", "system"), true)).toBe("light");
  });

  it("follows the system only for the system choice", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
  });

  it("uses the account preference when the device stored nothing valid", () => {
    expect(resolveChoice("purple", "system")).toBe("system");
  });

  it("has an inline script that applies the same rules before paint", () => {
    const cases: [string | null, "dark" | "light" | "system" | null, boolean][] = [
      [null, null, false],
      ["light", "dark", true],
      ["system", null, false],
      [null, "system", true],
      ["bogus", "light", true],
    ];
    for (const [stored, pref, systemDark] of cases) {
      const root = runScript(stored, pref, systemDark);
      const expected = resolveTheme(resolveChoice(stored, pref), systemDark);
      expect(root.dataset.theme).toBe(expected);
      expect(root.style.colorScheme).toBe(expected);
    }
  });
});
