// The client start-up work behind the 'Initializing the product...' screen.

import { SOUND_FILES, type SoundName } from "./audio-permission";
import {
  buildClientData,
  CLIENT_DATA_ERROR,
  CLIENT_DATA_KEY,
  needsClientData,
  parseStoredClientData,
  type ServerLocation,
} from "./client-data";
import { classifyDevice } from "./device";

export const CLIENT_DATA_URL = "/resources/client-data";

/** Which bundled sounds answered the HEAD check (spec §7); missing ones use the embedded fallback. */
export const soundAvailable: Partial<Record<SoundName, boolean>> = {};

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readClientDataString(): string | null {
  return storage()?.getItem(CLIENT_DATA_KEY) ?? null;
}

export function clientDataIsStale(): boolean {
  return needsClientData(parseStoredClientData(readClientDataString()), Date.now());
}

export async function ensureClientData(): Promise<void> {
  if (!clientDataIsStale()) return;
  let location: ServerLocation;
  try {
    const response = await fetch(CLIENT_DATA_URL, { headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(String(response.status));
    location = (await response.json()) as ServerLocation;
  } catch {
    throw new Error(CLIENT_DATA_ERROR);
  }
  const nav = navigator as Navigator & { userAgentData?: { mobile?: boolean } };
  const hints = { userAgent: nav.userAgent, maxTouchPoints: nav.maxTouchPoints } as Parameters<
    typeof classifyDevice
  >[0];
  if (nav.userAgentData?.mobile !== undefined) hints.uaMobile = nav.userAgentData.mobile;
  const data = buildClientData(location, classifyDevice(hints), window.location.pathname, new Date());
  storage()?.setItem(CLIENT_DATA_KEY, JSON.stringify(data));
}

export async function checkSounds(): Promise<void> {
  await Promise.all(
    (Object.keys(SOUND_FILES) as SoundName[]).map(async (name) => {
      try {
        const response = await fetch(SOUND_FILES[name], { method: "HEAD" });
        soundAvailable[name] = response.ok;
      } catch {
        soundAvailable[name] = false;
      }
    }),
  );
}

/**
 * Inline <head> script: marks <html data-startup="pending"> before first paint when client data must be
 * (re)built, so the splash covers the page from the start instead of flashing in after hydration.
 */
export function startupPendingScript(): string {
  return `(function(){try{var r=localStorage.getItem(${JSON.stringify(CLIENT_DATA_KEY)}),t=r?Date.parse(JSON.parse(r).access_time):NaN;if(!(t>0)||Date.now()-t>=864e6)document.documentElement.dataset.startup="pending"}catch(e){document.documentElement.dataset.startup="pending"}})();`;
}
