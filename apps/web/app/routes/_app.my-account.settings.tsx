import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { ProviderLinks } from "../components/auth/provider-links";
import { ClientDataInput, CodeField, Field, FormAlert, SubmitButton } from "../components/form";
import { formFields } from "../lib/api/call.server";
import type {
  ClientDataBody,
  FieldErrors,
  UpdatePasswordBody,
  VerifyCodeBody,
  VerifyEmailBody,
  VerifyPhoneBody,
} from "../lib/api/contract";
import type { PostEndpoint } from "../lib/api/endpoints";
import { firstError } from "../lib/api/envelope";
import { type ActionResult, actionError, actionOk } from "../lib/api/failure";
import { useAppUser } from "../lib/app-user";
import { PROVIDER_NAMES } from "../lib/linked-providers";
import { pageTitle } from "../lib/meta";
import { readForm } from "../lib/read-form.server";
import { apiGet, apiPost } from "../lib/signed-in-calls.server";
import { useActionFeedback } from "../lib/use-action-feedback";

export const meta: MetaFunction = () => pageTitle("Settings");

/**
 * The linked sign-in providers, and whether the development OAuth sandbox may be offered for linking
 * (the user comes from _app).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const providers = await apiGet(context, request, "GET /user/account/providers");
  return { devSandbox: context.env.ENVIRONMENT === "development", providers };
}

type Intent =
  | "password"
  | "send-email-code"
  | "send-phone-code"
  | "verify-email"
  | "verify-phone"
  | "send-reauth-code"
  | "unlink";

/**
 * One form's api call: the path (or, for a call that names its target in the path, the path read from
 * the form; null when the form names none it may), the body it sends (built from the form) and what to
 * say when done.
 */
interface Call {
  endpoint: PostEndpoint;
  /** The path's parameters read from the form; null when the form names none the api has. */
  params?: (form: FormData) => Record<string, string> | null;
  body(form: FormData): Record<string, string | undefined>;
  done: string;
}

/** The signed-in branch of update_password (the other one is the reset by code). */
type ChangePasswordBody = Extract<UpdatePasswordBody, { current_password: unknown }>;

// Each body is read with formFields<Body>, so its field names are checked against the endpoint's request body.
const CALLS: Record<Intent, Call> = {
  password: {
    endpoint: "POST /auth/user/update_password",
    body: (form) => {
      const body = formFields<ChangePasswordBody>(form, [
        "current_password",
        "password",
        "code",
        "clientData",
      ]);
      // The security code of a first password is optional (a recent sign-in is proof enough).
      if (!body.code?.trim()) delete body.code;
      return body;
    },
    done: "Password changed. Other sessions were signed out.",
  },
  "send-email-code": {
    endpoint: "POST /auth/user/verify_email",
    body: (form) => formFields<VerifyEmailBody>(form, ["email", "clientData"]),
    done: "We sent a code to your e-mail.",
  },
  "send-phone-code": {
    endpoint: "POST /auth/user/verify_phone_number",
    body: (form) => formFields<VerifyPhoneBody>(form, ["phone", "clientData"]),
    done: "We sent a code to your phone.",
  },
  "verify-email": {
    endpoint: "POST /auth/user/verify_code",
    body: (form) => ({
      ...formFields<VerifyCodeBody>(form, ["code", "clientData"]),
      channel: "email" satisfies VerifyCodeBody["channel"],
    }),
    done: "Your e-mail is verified.",
  },
  "verify-phone": {
    endpoint: "POST /auth/user/verify_code",
    body: (form) => ({
      ...formFields<VerifyCodeBody>(form, ["code", "clientData"]),
      channel: "phone" satisfies VerifyCodeBody["channel"],
    }),
    done: "Your phone number is verified.",
  },
  "send-reauth-code": {
    endpoint: "POST /auth/user/reauth_code",
    body: (form) => formFields<ClientDataBody>(form, ["clientData"]),
    done: "We sent a security code to your e-mail.",
  },
  unlink: {
    endpoint: "POST /user/account/providers/unlink/{provider}",
    params: (form) => {
      const provider = form.get("provider");
      return typeof provider === "string" && Object.hasOwn(PROVIDER_NAMES, provider) ? { provider } : null;
    },
    body: (form) => formFields<ClientDataBody>(form, ["clientData"]),
    done: "Sign-in provider unlinked.",
  },
};

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const intent = String(form.get("intent")) as Intent;
  const call = CALLS[intent];
  if (!call) throw new Response("Unknown action", { status: 400 });
  const params = call.params ? call.params(form) : {};
  if (params === null) throw new Response("Unknown action", { status: 400 });
  const body = call.body(form);
  if (typeof body.code === "string") body.code = body.code.trim();
  // Each body was read with its endpoint's field names (formFields<Body> above).
  const result = await apiPost(context, request, call.endpoint, ...([{ params, body }] as [never]));
  if (!result.ok) return actionError(result, intent);
  return actionOk(call.done, intent);
}

/** Each form shows only its own errors: the action result is tagged with the intent that produced it. */
function errorsFor(result: ActionResult | undefined, intent: Intent): FieldErrors | undefined {
  return result && !result.ok && result.intent === intent ? result.fieldErrors : undefined;
}

export default function Settings() {
  const user = useAppUser();
  const result = useActionData() as ActionResult | undefined;
  const [params] = useSearchParams();
  const { devSandbox, providers } = useLoaderData<typeof loader>();
  useActionFeedback(result);
  const e = (intent: Intent) => errorsFor(result, intent);
  return (
    <div className="stack">
      <div className="page-head">
        <div>
          <h1>Settings</h1>
          <p>Verification and security.</p>
        </div>
      </div>
      {params.get("welcome") && !user.email_verified ? (
        <FormAlert success message={`Welcome to Ngoma! We sent a 6-digit code to ${user.email}.`} />
      ) : null}

      <section className="card" aria-labelledby="verify-email-title">
        <h2 id="verify-email-title">E-mail</h2>
        {user.email_verified ? (
          <p>
            {user.email} <span className="badge badge--ok">Verified</span>
          </p>
        ) : (
          <>
            <p>
              {user.email} <span className="badge badge--warn">Not verified</span>
            </p>
            <Form method="post" noValidate>
              <ClientDataInput />
              <CodeField label="E-mail code" errors={e("verify-email")} />
              <SubmitButton intent="verify-email" loadingText="Verifying..." block={false}>
                Verify e-mail
              </SubmitButton>
            </Form>
            <Form method="post">
              <input type="hidden" name="email" value={user.email} />
              <FormAlert message={firstError(e("send-email-code"), "email")} />
              <SubmitButton
                intent="send-email-code"
                loadingText="Sending..."
                variant="secondary"
                block={false}
              >
                Send a new code
              </SubmitButton>
            </Form>
          </>
        )}
      </section>

      <section className="card" aria-labelledby="verify-phone-title">
        <h2 id="verify-phone-title">Phone</h2>
        {user.phone && user.phone_verified ? (
          <p>
            {user.phone} <span className="badge badge--ok">Verified</span>
          </p>
        ) : (
          <>
            <Form method="post" noValidate>
              <Field
                name="phone"
                label="Phone number"
                type="tel"
                autoComplete="tel"
                defaultValue={user.phone ?? ""}
                placeholder="+256700000000"
                errors={e("send-phone-code")}
              />
              <SubmitButton
                intent="send-phone-code"
                loadingText="Sending..."
                variant="secondary"
                block={false}
              >
                Send code by SMS
              </SubmitButton>
            </Form>
            {user.phone ? (
              <Form method="post" noValidate>
                <CodeField label="SMS code" errors={e("verify-phone")} />
                <SubmitButton intent="verify-phone" loadingText="Verifying..." block={false}>
                  Verify phone
                </SubmitButton>
              </Form>
            ) : null}
          </>
        )}
      </section>

      <ProviderLinks
        linked={providers}
        hasPassword={user.has_password}
        email={user.email}
        devSandbox={devSandbox}
        review={params.get("review") === "providers"}
      />

      <section className="card" aria-labelledby="password-title">
        <h2 id="password-title">Change password</h2>
        <Form method="post" noValidate>
          <FormAlert message={firstError(e("password"), "_")} />
          {user.has_password ? (
            <Field
              name="current_password"
              label="Current password"
              type="password"
              autoComplete="current-password"
              errors={e("password")}
            />
          ) : (
            <CodeField
              label="Security code (only if you signed in more than 10 minutes ago)"
              errors={e("password")}
            />
          )}
          <Field
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            errors={e("password")}
          />
          <SubmitButton intent="password" loadingText="Saving..." block={false}>
            {user.has_password ? "Change password" : "Set password"}
          </SubmitButton>
        </Form>
        {user.has_password ? null : (
          <Form method="post">
            <SubmitButton
              intent="send-reauth-code"
              loadingText="Sending..."
              variant="secondary"
              block={false}
            >
              E-mail me a security code
            </SubmitButton>
          </Form>
        )}
      </section>
    </div>
  );
}
