import { useEffect } from "react";
import type { ThemeChoice } from "./api/contract";
import { resolveTheme, THEME_STORAGE_KEY } from "./theme";

function systemPrefersDark(): boolean {
  return window.matchMedia?.("(prefers-color-scheme: dark)").matches ?? true;
}

/** Applies a choice to <html> (what the inline head script did before paint). */
export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  const theme = resolveTheme(choice, systemPrefersDark());
  root.dataset.theme = theme;
  root.dataset.themeChoice = choice;
  root.style.colorScheme = theme;
}

/** Stores an explicit choice on this device (it then overrides the system and the account). */
export function storeTheme(choice: ThemeChoice): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused: the theme still applies to this page.
  }
  applyTheme(choice);
}

export function currentChoice(): ThemeChoice {
  const value = document.documentElement.dataset.themeChoice;
  return value === "light" || value === "system" ? value : "dark";
}

/** Follows the OS while the choice is "system". */
export function useSystemThemeSync(): void {
  useEffect(() => {
    const media = window.matchMedia?.("(prefers-color-scheme: dark)");
    if (!media) return;
    const onChange = () => {
      if (currentChoice() === "system") applyTheme("system");
    };
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, []);
}
