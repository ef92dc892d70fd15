// Theme rules (spec §4): dark, light or system; default dark; a stored explicit choice overrides the
// system. The same rules run twice: as an inline script before first paint (themeScript) and in React.
import type { ThemeChoice } from "./api/contract";

export const THEME_STORAGE_KEY = "ngoma.theme";
export const DEFAULT_THEME: ThemeChoice = "dark";

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return value === "dark" || value === "light" || value === "system";
}

/**
 * The choice in force: the device's stored choice, else the account's preference, else dark.
 */
export function resolveChoice(stored: unknown, accountPreference: unknown): ThemeChoice {
  if (isThemeChoice(stored)) return stored;
  if (isThemeChoice(accountPreference)) return accountPreference;
  return DEFAULT_THEME;
}

/** The colours actually applied: "system" follows prefers-color-scheme. */
export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): "dark" | "light" {
  if (choice === "system") return systemPrefersDark ? "dark" : "light";
  return choice;
}

/**
 * Source of the inline <head> script that applies the theme before the first paint (no flash). It is
 * self-contained (no imports) and mirrors resolveChoice/resolveTheme; theme.test.ts runs it to prove that.
 */
export function themeScript(accountPreference: ThemeChoice | null): string {
  const pref = JSON.stringify(accountPreference ?? "");
  return `(function(){var d=document.documentElement,s=null;try{s=localStorage.getItem(${JSON.stringify(
    THEME_STORAGE_KEY,
  )})}catch(e){}var ok=function(v){return v==="dark"||v==="light"||v==="system"};var c=ok(s)?s:ok(${pref})?${pref}:"dark";var t=c==="system"?(window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"):c;d.dataset.theme=t;d.dataset.themeChoice=c;d.style.colorScheme=t})();`;
}
