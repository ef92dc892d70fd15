// Server-rendered: a dialog field (and the shared textarea) ties its control to its hint and its first error (aria-describedby).
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TextAreaField } from "../form";
import { SelectField } from "../select-field";
import { CheckboxField } from "./form-dialog";

const idOf = (html: string) => html.match(/<label for="([^"]+)"/)?.[1] ?? "?";

describe("dialog fields", () => {
  it("describe the control by its error, then its hint, and mark it invalid", () => {
    const html = renderToString(
      <SelectField
        name="grants"
        label="Grants"
        errors={{ grants: ["Choose what the type grants.", "second"] }}
        options={[{ value: "artist", label: "Creator: artist" }]}
        placeholder="Choose"
        hint="Fixed once the type exists."
      />,
    );
    const id = idOf(html);
    expect(html).toContain(`aria-invalid="true" aria-describedby="${id}-error ${id}-hint"`);
    expect(html).toContain(`<p class="field__error" id="${id}-error">Choose what the type grants.</p>`);
    expect(html).toContain('<option value="" selected="">Choose</option>');
  });

  it("leave a clean control undescribed", () => {
    const area = renderToString(<TextAreaField name="description" label="Description" errors={undefined} />);
    expect(area).not.toContain("aria-describedby");
    expect(area).not.toContain("aria-invalid");
    const box = renderToString(
      <CheckboxField name="needs_evidence" label="Evidence" errors={{ needs_evidence: ["Bad."] }} />,
    );
    expect(box).toContain(`aria-describedby="${idOf(box)}-error"`);
  });
});
