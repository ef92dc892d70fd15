import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ClientDataInput, CodeField, FormAlert, SubmitButton } from "../components/form";
import { callApi, formFields } from "../lib/api/call.server";
import type { VerifyResetBody, WithClientData } from "../lib/api/contract";
import { firstError } from "../lib/api/envelope";
import { type ActionResult, actionError } from "../lib/api/failure";
import { pageTitle } from "../lib/meta";
import { readForm } from "../lib/read-form.server";
import { readReset, resetCookie } from "../lib/session.server";
import { useActionFeedback } from "../lib/use-action-feedback";

export const meta: MetaFunction = () => pageTitle("Verify Code");

/** Spec §2/§5: reachable only with a stored reset e-mail. */
export async function loader({ request }: LoaderFunctionArgs) {
  const reset = readReset(request);
  if (!reset) throw redirect("/auth/login");
  return { email: reset.email };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const reset = readReset(request);
  if (!reset) throw redirect("/auth/login");
  const form = await readForm(request);
  const fields = formFields<VerifyResetBody>(form, ["code", "clientData"]);
  const code = (fields.code ?? "").trim();
  const result = await callApi(context, request, "POST /auth/user/verify_reset", {
    body: {
      clientData: fields.clientData,
      email: reset.email,
      code,
    } satisfies WithClientData<VerifyResetBody>,
  });
  if (!result.ok) return actionError(result);
  return redirect("/auth/enter-new-password", {
    headers: { "Set-Cookie": resetCookie({ email: reset.email, code }) },
  });
}

export default function VerifyCode() {
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData() as ActionResult | undefined;
  useActionFeedback(result);
  const errors = result && !result.ok ? result.fieldErrors : undefined;
  return (
    <>
      <h1>Check your e-mail</h1>
      <p className="field__hint">
        We sent a 6-digit code to <strong>{email}</strong>. It is valid for 10 minutes.
      </p>
      <Form method="post" noValidate>
        <FormAlert message={firstError(errors, "_") ?? firstError(errors, "email")} />
        <ClientDataInput />
        <CodeField label="Code" pattern="[0-9]{6}" required errors={errors} />
        <SubmitButton intent="verify" loadingText="Checking...">
          Verify code
        </SubmitButton>
      </Form>
      <p className="auth__alt">
        No code? <Link to="/auth/forgot-password">Send a new one</Link>
      </p>
    </>
  );
}
