// The Google / Apple buttons are a chunk of their own, loaded only when a client id is configured:
// without providers (local dev, self-hosting) the auth pages never download their code, which keeps
// /auth/login inside its first-load budget (bench/web-first-load.mjs).
import { lazy, Suspense } from "react";
import { useRootData } from "../../lib/root-data";
import type { ProviderIntent } from "./provider-flow";

const ProviderSignIn = lazy(() => import("./provider-sign-in").then((m) => ({ default: m.ProviderSignIn })));

export function ProviderSignInSlot({ intent = "sign-in" }: { intent?: ProviderIntent }) {
  const config = useRootData()?.config;
  if (!config?.googleClientId && !config?.appleClientId) return null;
  return (
    <Suspense fallback={null}>
      <ProviderSignIn intent={intent} />
    </Suspense>
  );
}
