import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData } from "@remix-run/react";
import { ClientDataInput, Field, FormAlert, SubmitButton } from "../components/form";
import type { KeepAliveHandle } from "../components/shell/keep-alive-outlet";
import { formFields } from "../lib/api/call.server";
import type { ProfileBody, WithClientData } from "../lib/api/contract";
import { firstError } from "../lib/api/envelope";
import { type ActionResult, actionError, actionOk } from "../lib/api/failure";
import { useAppUser } from "../lib/app-user";
import { pageTitle } from "../lib/meta";
import { readForm } from "../lib/read-form.server";
import { apiPost } from "../lib/signed-in-calls.server";
import { useActionFeedback } from "../lib/use-action-feedback";

export const meta: MetaFunction = () => pageTitle("Profile");
export const handle: KeepAliveHandle = { keepAlive: true };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const fields = formFields<ProfileBody>(form, [
    "name",
    "phone",
    "country",
    "bio",
    "avatar_url",
    "clientData",
  ]);
  // Blank optional fields mean "remove it" (null); the api rejects empty strings for phone/country/url.
  const body: WithClientData<ProfileBody> = { name: fields.name, clientData: fields.clientData };
  for (const key of ["phone", "country", "bio", "avatar_url"] as const) {
    const value = (fields[key] ?? "").trim();
    body[key] = value === "" ? null : key === "country" ? value.toUpperCase() : value;
  }
  const result = await apiPost(context, request, "POST /auth/user/update_profile", { body });
  if (!result.ok) return actionError(result);
  return actionOk(result.msg ?? "Profile updated successfully");
}

export default function Profile() {
  const user = useAppUser();
  const result = useActionData() as ActionResult | undefined;
  useActionFeedback(result);
  const errors = result && !result.ok ? result.fieldErrors : undefined;
  return (
    <div className="stack">
      <div className="page-head">
        <div>
          <h1>Profile</h1>
          <p>How other people see you on Ngoma.</p>
        </div>
      </div>
      <Form method="post" noValidate className="card">
        <FormAlert message={firstError(errors, "_")} />
        <ClientDataInput />
        <Field
          name="name"
          label="Name"
          defaultValue={user.name}
          autoComplete="name"
          required
          errors={errors}
        />
        <Field
          name="phone"
          label="Phone"
          type="tel"
          defaultValue={user.phone ?? ""}
          autoComplete="tel"
          errors={errors}
          hint="International format, e.g. +256700000000. Changing it needs a new verification."
        />
        <Field
          name="country"
          label="Country code"
          defaultValue={user.country ?? ""}
          maxLength={2}
          errors={errors}
        />
        <Field
          name="avatar_url"
          label="Avatar URL"
          type="url"
          defaultValue={user.avatar_url ?? ""}
          errors={errors}
        />
        <div className="field">
          <label htmlFor="profile-bio">Bio</label>
          <textarea
            id="profile-bio"
            name="bio"
            defaultValue={user.bio ?? ""}
            maxLength={500}
            aria-invalid={firstError(errors, "bio") ? true : undefined}
            aria-describedby={firstError(errors, "bio") ? "profile-bio-error" : undefined}
          />
          {firstError(errors, "bio") ? (
            <p className="field__error" id="profile-bio-error">
              {firstError(errors, "bio")}
            </p>
          ) : null}
        </div>
        <SubmitButton intent="profile" loadingText="Saving..." block={false}>
          Save profile
        </SubmitButton>
      </Form>
    </div>
  );
}
