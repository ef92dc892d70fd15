import { type ActionFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData } from "@remix-run/react";
import { ClientDataInput, Field, FormAlert, SubmitButton } from "../components/form";
import { callApi, formFields } from "../lib/api/call.server";
import type { PasswordResetBody } from "../lib/api/contract";
import { firstError } from "../lib/api/envelope";
import { type ActionResult, actionError } from "../lib/api/failure";
import { pageTitle } from "../lib/meta";
import { readForm } from "../lib/read-form.server";
import { resetCookie } from "../lib/session.server";
import { useActionFeedback } from "../lib/use-action-feedback";

export const meta: MetaFunction = () => pageTitle("Forgot Password");

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const fields = formFields<PasswordResetBody>(form, ["email", "clientData"]);
  const result = await callApi(context, request, "POST /auth/user/password_reset", { body: fields });
  if (!result.ok) return actionError(result);
  // Spec §7: the e-mail is stored for the next steps (here an httpOnly cookie scoped to /auth, 10 min).
  return redirect("/auth/verify-code", {
    headers: { "Set-Cookie": resetCookie({ email: (fields.email ?? "").trim() }) },
  });
}

export default function ForgotPassword() {
  const result = useActionData() as ActionResult | undefined;
  useActionFeedback(result);
  const errors = result && !result.ok ? result.fieldErrors : undefined;
  return (
    <>
      <h1>Forgot your password?</h1>
      <p className="field__hint">Enter your e-mail and we will send you a 6-digit code.</p>
      <Form method="post" noValidate>
        <FormAlert message={firstError(errors, "_")} />
        <ClientDataInput />
        <Field name="email" label="E-mail" type="email" autoComplete="email" required errors={errors} />
        <SubmitButton intent="reset" loadingText="Sending code...">
          Send code
        </SubmitButton>
      </Form>
      <p className="auth__alt">
        Remembered it? <Link to="/auth/login">Sign in</Link>
      </p>
    </>
  );
}
