import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useSearchParams } from "@remix-run/react";
import { ProviderSignInSlot } from "../components/auth/provider-sign-in-slot";
import { ClientDataInput, Field, FormAlert, SubmitButton } from "../components/form";
import { callApi, formFields } from "../lib/api/call.server";
import type { RegisterBody, WithClientData } from "../lib/api/contract";
import { firstError } from "../lib/api/envelope";
import { type ActionResult, actionError } from "../lib/api/failure";
import { redirectIfSignedIn, signedInRedirect } from "../lib/auth.server";
import { pageTitle } from "../lib/meta";
import { readForm } from "../lib/read-form.server";
import { safeRedirect } from "../lib/redirects";
import { useActionFeedback } from "../lib/use-action-feedback";

export const meta: MetaFunction = () => pageTitle("Register");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const fields = formFields<RegisterBody>(form, [
    "name",
    "email",
    "password",
    "clientData",
    "phone",
    "country",
  ]);
  const body: Partial<WithClientData<RegisterBody>> = {
    name: fields.name,
    email: fields.email,
    password: fields.password,
    clientData: fields.clientData,
  };
  // Optional fields are omitted when blank so the api does not validate an empty string.
  const phone = fields.phone?.trim();
  const country = fields.country?.trim().toUpperCase();
  if (phone) body.phone = phone;
  if (country) body.country = country;
  const result = await callApi(context, request, "POST /auth/user/register", { body });
  if (!result.ok) return actionError(result);
  const { access_token, expires_at } = result.data.authtoken;
  const next = safeRedirect(form.get("redirectTo"), "/my-account/settings?welcome=1");
  return signedInRedirect(access_token, expires_at, next);
}

export default function Register() {
  const result = useActionData() as ActionResult | undefined;
  const [params] = useSearchParams();
  useActionFeedback(result, { authForm: true });
  const errors = result && !result.ok ? result.fieldErrors : undefined;
  return (
    <>
      <h1>Create your account</h1>
      <ProviderSignInSlot />
      <Form method="post" noValidate>
        <FormAlert message={firstError(errors, "_")} />
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        <ClientDataInput />
        <Field name="name" label="Name" autoComplete="name" required errors={errors} />
        <Field name="email" label="E-mail" type="email" autoComplete="email" required errors={errors} />
        <Field
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          errors={errors}
          hint="At least 8 characters; avoid common passwords."
        />
        <Field
          name="phone"
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          placeholder="+256700000000"
          errors={errors}
        />
        <Field
          name="country"
          label="Country code (optional)"
          autoComplete="country"
          maxLength={2}
          placeholder="UG"
          errors={errors}
        />
        <SubmitButton intent="register" loadingText="Creating account...">
          Create account
        </SubmitButton>
      </Form>
      <p className="auth__alt">
        Already have an account? <Link to="/auth/login">Sign in</Link>
      </p>
    </>
  );
}
