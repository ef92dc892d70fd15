// A list's filters as a GET form (the beat market, the song market, the studio list): submitting reads
// the fields with the list's own reader and navigates to the list's URL for them, or keeps the reader's
// field errors on the form and sends nothing. The fields are the caller's; they get the errors to show.
import { Form, useNavigate } from "@remix-run/react";
import { type ReactNode, useState } from "react";

/** What a list's reader makes of the form's fields: the URL's search, or errors keyed by field name. */
export type FilterReading = { ok: true; search: string } | { ok: false; errors: Record<string, string> };

export function FilterForm({
  action,
  label,
  read,
  children,
}: {
  /** The list's path. */
  action: string;
  /** The search landmark's name, e.g. "Filter beats". */
  label: string;
  read: (fields: Record<string, string>) => FilterReading;
  children: (errors: Record<string, string>) => ReactNode;
}) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className="card studio-filters market-filters"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const fields = Object.fromEntries(
          [...new FormData(event.currentTarget)].map(([k, v]) => [k, typeof v === "string" ? v : ""]),
        );
        const reading = read(fields);
        if (!reading.ok) {
          setErrors(reading.errors);
          return;
        }
        setErrors({});
        navigate(`${action}${reading.search === "?" ? "" : reading.search}`);
      }}
    >
      {children(errors)}
    </Form>
  );
}
