// The settings card of sign-in providers: the linked Google / Apple identities and the ways to link another.
import type { LinkedProvider } from "../../lib/api/contract";
import { useRootData } from "../../lib/root-data";
import { FormAlert } from "../form";
import { DevSandboxSignIn } from "./dev-sandbox-sign-in";
import { LinkedProviderList } from "./linked-providers";
import { ProviderSignInSlot } from "./provider-sign-in-slot";

/** Linked Google / Apple identities (to review and unlink) and the ways to link another. */
export function ProviderLinks({
  linked,
  hasPassword,
  email,
  devSandbox,
  review,
}: {
  linked: LinkedProvider[];
  hasPassword: boolean;
  email: string;
  devSandbox: boolean;
  review: boolean;
}) {
  const root = useRootData();
  const configured = Boolean(root?.config.googleClientId || root?.config.appleClientId);
  return (
    <section className="card" aria-labelledby="providers-title">
      <h2 id="providers-title">Sign-in providers</h2>
      {review ? (
        <FormAlert message="Your password was reset. Check the Google and Apple accounts below: unlink any you do not recognise." />
      ) : null}
      <LinkedProviderList linked={linked} hasPassword={hasPassword} />
      <ProviderSignInSlot intent="link" />
      <DevSandboxSignIn enabled={devSandbox} intent="link" defaultEmail={email} />
      {!configured && !devSandbox ? <p className="field__hint">Provider sign-in is not configured.</p> : null}
    </section>
  );
}
