import { describe, expect, it } from "vitest";
import { pdfText } from "../../test-support/pdf-text";
import { type ContractTerms, contractPdf } from "./contract-pdf";

const terms: ContractTerms = {
  number: "ord_01jdemo0000000000000000000",
  kind: "Beat licence",
  item: "Night Drive",
  seller: "Kato Beats",
  buyer: "Amani Ñandú 😀",
  tier: "Premium (MP3 + WAV)",
  priceCents: 4_999,
  feeCents: 100,
  rights: ["5,000 distribution copies", "250,000 audio streams", "1 music video", "Term: 5 years"],
  clauses: ["The producer keeps the copyright. ".repeat(40).trim()],
  soldAt: "2026-11-28T10:00:00.000Z",
};

describe("contractPdf", () => {
  it("says who sold what to whom, for how much, with which rights", async () => {
    const [first, ...rest] = await pdfText(await contractPdf(terms));
    const text = [first, ...rest].join("\n");
    for (const part of [
      "Beat licence",
      "Contract number ord_01jdemo0000000000000000000",
      "Seller: Kato Beats",
      "Buyer: Amani Ñandú ?",
      "Night Drive",
      "Tier: Premium (MP3 + WAV)",
      "Price: US$49.99 (platform fee US$1.00, paid by the buyer)",
      "- 5,000 distribution copies",
      "- Term: 5 years",
      "Made on 2026-11-28 through Ngoma",
    ]) {
      expect(text).toContain(part);
    }
    expect(first).toContain("page 1 of");
  });

  it("is the same document for the same snapshot, and another for other terms", async () => {
    const a = await contractPdf(terms);
    expect(await contractPdf(structuredClone(terms))).toEqual(a);
    const edited = await contractPdf({ ...terms, rights: ["Unlimited audio streams"] });
    expect(edited).not.toEqual(a);
    expect((await pdfText(a)).join("\n")).not.toContain("Unlimited audio streams");
  });

  it("flows long terms onto further pages, each numbered", async () => {
    const long = await pdfText(await contractPdf({ ...terms, clauses: Array(40).fill(terms.clauses[0]) }));
    expect(long.length).toBeGreaterThan(1);
    expect(long.at(-1)).toContain(`page ${long.length} of ${long.length}`);
  });
});
