import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { ProviderSignInSlot } from "../components/auth/provider-sign-in-slot";
import { ClientDataInput, Field, FormAlert, SubmitButton } from "../components/form";
import { callApi, formFields } from "../lib/api/call.server";
import type { LoginBody } from "../lib/api/contract";
import { firstError } from "../lib/api/envelope";
import { type ActionResult, actionError } from "../lib/api/failure";
import { redirectIfSignedIn, signedInRedirect } from "../lib/auth.server";
import { pageTitle } from "../lib/meta";
import { readForm } from "../lib/read-form.server";
import { safeRedirect } from "../lib/redirects";
import { useActionFeedback } from "../lib/use-action-feedback";

export const meta: MetaFunction = () => pageTitle("Login");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request, context);
  // The local OAuth sandbox panel exists only in development (the api's sandbox is a 404 elsewhere).
  return { devSandbox: context.env.ENVIRONMENT === "development" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const result = await callApi(context, request, "POST /auth/user/login", {
    body: formFields<LoginBody>(form, ["email", "password", "clientData"]),
  });
  if (!result.ok) return actionError(result);
  const { access_token, expires_at } = result.data.authtoken;
  return signedInRedirect(access_token, expires_at, safeRedirect(form.get("redirectTo")));
}

// Development-only panel: its own chunk, so production's first load never carries it.
const DevSandboxSignIn = lazy(() =>
  import("../components/auth/dev-sandbox-sign-in").then((m) => ({ default: m.DevSandboxSignIn })),
);

export default function Login() {
  const result = useActionData() as ActionResult | undefined;
  const [params] = useSearchParams();
  const { devSandbox } = useLoaderData<typeof loader>();
  useActionFeedback(result, { authForm: true });
  const errors = result && !result.ok ? result.fieldErrors : undefined;
  return (
    <>
      <h1>Sign in</h1>
      <p className="field__hint">Welcome back. Sign in to keep listening.</p>
      <ProviderSignInSlot />
      {devSandbox ? (
        <Suspense fallback={null}>
          <DevSandboxSignIn enabled />
        </Suspense>
      ) : null}
      <Form method="post" noValidate>
        <FormAlert message={result && !result.ok ? (firstError(errors, "_") ?? result.msg) : undefined} />
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        <ClientDataInput />
        <Field name="email" label="E-mail" type="email" autoComplete="email" required errors={errors} />
        <Field
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          errors={errors}
        />
        <p>
          <Link to="/auth/forgot-password">Forgot your password?</Link>
        </p>
        <SubmitButton intent="login" loadingText="Signing in...">
          Sign in
        </SubmitButton>
      </Form>
      <p className="auth__alt">
        New to Ngoma?{" "}
        <Link to={{ pathname: "/auth/register", search: params.toString() ? `?${params}` : "" }}>
          Create an account
        </Link>
      </p>
    </>
  );
}
