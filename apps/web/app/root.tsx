import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "@remix-run/react";
import { type ReactNode, useEffect, useState } from "react";
import { ShellProvider } from "./components/shell/shell-provider";
import { StartupGate } from "./components/shell/startup-gate";
import { errorTitle, StatusPage } from "./components/status-page";
import { getOptionalSession } from "./lib/auth.server";
import { CRITICAL_CSS_ID, useCriticalCss } from "./lib/critical-css";
import { pageTitle } from "./lib/meta";
import { useNonce } from "./lib/nonce";
import { firstUse } from "./lib/on-first-use";
import { LoadingPart, lazyComponent } from "./lib/on-first-use-react";
import { usePlayerNeeded } from "./lib/player/use-player";
import { userLoaderShouldRevalidate } from "./lib/revalidation";
import { type RootData, useRootData } from "./lib/root-data";
import { flashCookie, readFlash } from "./lib/session.server";
import { useShell } from "./lib/shell-context";
import { startupPendingScript } from "./lib/startup-steps";
import { loadStylesheet } from "./lib/stylesheet";
import { themeScript } from "./lib/theme";
import { useSystemThemeSync } from "./lib/theme-client";
import playerStylesHref from "./styles/player.css?url";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export const meta: MetaFunction = ({ error }) =>
  error ? pageTitle(errorTitle(error)) : pageTitle("Music for everyone");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getOptionalSession(request, context);
  const flash = readFlash(request);
  const { env } = context;
  const body: RootData = {
    user: session?.user ?? null,
    flash,
    config: {
      googleClientId: env.GOOGLE_CLIENT_ID || null,
      appleClientId: env.APPLE_CLIENT_ID || null,
      appleRedirectUri: env.APPLE_REDIRECT_URI || null,
    },
  };
  return flash ? data(body, { headers: { "Set-Cookie": flashCookie(null) } }) : body;
}

/** The user only changes through account actions: a like or a playlist edit does not re-read it. */
export const shouldRevalidate = userLoaderShouldRevalidate;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const root = useRootData();
  const preference = root?.user?.preferences.theme ?? null;
  const criticalCss = useCriticalCss();
  return (
    <html lang="en" data-theme="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark light" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, nonce-allowed by the CSP; it must run before paint.
          dangerouslySetInnerHTML={{ __html: themeScript(preference) + startupPendingScript() }}
        />
        <style
          id={CRITICAL_CSS_ID}
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheets (lib/critical-css.ts), nonce-allowed by the CSP.
          dangerouslySetInnerHTML={{ __html: criticalCss }}
        />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function FlashBanner() {
  const root = useRootData();
  const shell = useShell();
  const flash = root?.flash;
  useEffect(() => {
    if (flash) shell.banner(flash.kind, flash.message);
  }, [flash, shell]);
  return null;
}

// The player is a chunk of its own, fetched once a signed-in listener has a current track (a queue restored
// from storage) or is about to play (the engine was asked for on intent, so both chunks load side by side);
// the audio engine under it loads on first use (lib/player/facade.ts). Its styles come with it rather than
// inlined in every document (styles/player.css), and it shows once both have arrived.
// Pages with nothing queued, and signed-out pages such as /auth/login, load neither
// (bench/web-first-load.mjs), and the player never renders on the server anyway.
const playerCode = firstUse(() =>
  Promise.all([import("./components/player/player-root"), loadStylesheet(playerStylesHref)]).then(
    ([module]) => module,
  ),
);
const PlayerRoot = lazyComponent(playerCode, (m) => m.PlayerRoot);

function LazyPlayer() {
  const signedIn = !!useRootData()?.user;
  const needed = usePlayerNeeded();
  // Once loaded it stays mounted: on sign-out it must see `signedIn` turn false to pause and hide.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (signedIn && needed) setWanted(true);
  }, [signedIn, needed]);
  if (!wanted) return null;
  // A player that cannot be fetched is said so in a toast, never the error screen; a reload tries again.
  return (
    <LoadingPart name="The player" fallback={null}>
      <PlayerRoot />
    </LoadingPart>
  );
}

export default function App() {
  useSystemThemeSync();
  return (
    <ShellProvider>
      <FlashBanner />
      <StartupGate />
      <Outlet />
      <LazyPlayer />
    </ShellProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return (
      <StatusPage
        standalone
        status={error.status}
        detail={typeof error.data === "string" ? error.data : undefined}
      />
    );
  }
  return <StatusPage standalone status={500} />;
}
