import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, useActionData } from "@remix-run/react";
import { ClientDataInput, Field, FormAlert, SubmitButton } from "../components/form";
import { callApi, formFields } from "../lib/api/call.server";
import type { UpdatePasswordBody, WithClientData } from "../lib/api/contract";
import { firstError } from "../lib/api/envelope";
import { type ActionResult, actionError } from "../lib/api/failure";
import { AFTER_RESET_LOGIN_PATH } from "../lib/linked-providers";
import { pageTitle } from "../lib/meta";
import { readForm } from "../lib/read-form.server";
import { flashCookie, readReset, resetCookie } from "../lib/session.server";
import { useActionFeedback } from "../lib/use-action-feedback";

export const meta: MetaFunction = () => pageTitle("Enter New Password");

/** Needs the stored reset e-mail AND a code that verify_reset accepted; otherwise back to login. */
export async function loader({ request }: LoaderFunctionArgs) {
  const reset = readReset(request);
  if (!reset) throw redirect("/auth/login");
  if (!reset.code) throw redirect("/auth/verify-code");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const reset = readReset(request);
  if (!reset?.code) throw redirect("/auth/login");
  const form = await readForm(request);
  const fields = formFields<UpdatePasswordBody & { password_confirmation: string }>(form, [
    "password",
    "password_confirmation",
    "clientData",
  ]);
  if (fields.password !== fields.password_confirmation) {
    return actionError({
      ok: false,
      status: 422,
      code: "VALIDATION",
      msg: "Validation errors occurred",
      fieldErrors: { password_confirmation: ["The passwords do not match"] },
    });
  }
  const result = await callApi(context, request, "POST /auth/user/update_password", {
    body: {
      email: reset.email,
      code: reset.code,
      password: fields.password,
      clientData: fields.clientData,
    } satisfies WithClientData<Partial<UpdatePasswordBody>>,
  });
  if (!result.ok) {
    // A code that expired meanwhile cannot be fixed on this page: start the reset again.
    if (result.fieldErrors.code) {
      throw redirect("/auth/verify-code", {
        headers: { "Set-Cookie": resetCookie({ email: reset.email }) },
      });
    }
    return actionError(result);
  }
  const headers = new Headers();
  headers.append("Set-Cookie", resetCookie(null));
  headers.append(
    "Set-Cookie",
    flashCookie({
      kind: "success",
      message: "Password updated. Sign in with your new password, then review your linked sign-in providers.",
    }),
  );
  // Whoever had the old password may have linked their own Google or Apple: review them after sign-in.
  return redirect(AFTER_RESET_LOGIN_PATH, { headers });
}

export default function EnterNewPassword() {
  const result = useActionData() as ActionResult | undefined;
  useActionFeedback(result);
  const errors = result && !result.ok ? result.fieldErrors : undefined;
  return (
    <>
      <h1>Choose a new password</h1>
      <Form method="post" noValidate>
        <FormAlert message={firstError(errors, "_")} />
        <ClientDataInput />
        <Field
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          errors={errors}
        />
        <Field
          name="password_confirmation"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          errors={errors}
        />
        <SubmitButton intent="update" loadingText="Saving...">
          Save password
        </SubmitButton>
      </Form>
    </>
  );
}
