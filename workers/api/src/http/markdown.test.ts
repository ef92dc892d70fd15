import { describe, expect, it } from "vitest";
import { markdownToHtml } from "./markdown";

describe("markdownToHtml", () => {
  it("renders the guide's forms", () => {
    const html = markdownToHtml(
      '## Envelope\n- Success: `{ data }` and **always** JSON.\n  continued\n\n| a | b |\n|---|---|\n| `x` | y |\n\n```json\n{ "id": 1 }\n```\nSee [the spec](/api/docs).',
    );
    expect(html).toBe(
      "<h3>Envelope</h3><ul><li>Success: <code>{ data }</code> and <strong>always</strong> JSON. continued</li></ul>" +
        "<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td><code>x</code></td><td>y</td></tr></tbody></table>" +
        '<pre><code>{ &#34;id&#34;: 1 }</code></pre><p>See <a href="/api/docs">the spec</a>.</p>',
    );
  });

  it("escapes markup and refuses script links", () => {
    const html = markdownToHtml("<script>alert(1)</script> [x](javascript:alert(1))");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain('href="javascript');
  });
});
