// Every action reads its post through here. A browser posts a form (URL-encoded, or multipart when it
// carries a file), and the app's own fetchers do the same; anything else (JSON, plain text, a multipart
// body that does not parse) comes from a broken or hostile client, and is refused with a 4xx before the
// action runs, instead of failing inside `request.formData()` as a 500.

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * The posted form, or a thrown 415 (not a form) or 400 (a form that cannot be read) the route's error
 * boundary shows.
 *
 * @example
 * export async function action({ request }: ActionFunctionArgs) {
 *   const form = await readForm(request);
 * }
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.has(type)) {
    throw new Response("Send the form as application/x-www-form-urlencoded or multipart/form-data.", {
      status: 415,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  try {
    return await request.formData();
  } catch {
    throw new Response("The form could not be read.", {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
}
