import { PDFDocument, type PDFFont, StandardFonts } from "pdf-lib";

/*
 * A contract as a PDF (docs/decisions/0800), drawn from an order's terms snapshot only, so a later change
 * to the item's terms never reaches a contract already sold. pdf-lib runs in workerd; the standard fonts
 * are built in (no files, no fetch). They encode WinAnsi only, so text is reduced to it first.
 */

/** What a contract says: the terms snapshot an order keeps (wire names, as stored in `orders.terms`). */
export interface ContractTerms {
  contract_number: string;
  title: string;
  seller: string;
  buyer: string;
  /** The licence tier or package bought, as the market names it. */
  tier: string;
  price_cents: number;
  fee_cents: number;
  /** Each right and what it allows ("Audio streams": "500,000", "Paid performances": "Unlimited"). */
  rights: Record<string, string>;
  /** When it was sold, ISO 8601. */
  sold_at: string;
}

const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Text the standard fonts can draw: Latin-1 letters kept, anything else as "?". */
export function winAnsi(text: string): string {
  return text.normalize("NFC").replace(/[^\x20-\x7e\xa0-\xff]/g, "?");
}

/** The contract's lines, in reading order. */
export function contractLines(terms: ContractTerms): string[] {
  return [
    `Contract number: ${terms.contract_number}`,
    `Date: ${terms.sold_at.slice(0, 10)}`,
    `Title: ${terms.title}`,
    `Seller: ${terms.seller}`,
    `Buyer: ${terms.buyer}`,
    `Tier: ${terms.tier}`,
    `Price: ${usd(terms.price_cents)} (platform fee ${usd(terms.fee_cents)})`,
    "Rights:",
    ...Object.entries(terms.rights).map(([right, value]) => `  ${right}: ${value}`),
  ];
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  lines.push(line);
  return lines;
}

/** The contract's PDF bytes. */
export async function contractPdf(terms: ContractTerms): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`Licence contract ${terms.contract_number}`));
  pdf.setProducer("Ngoma");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 56;
  let page = pdf.addPage([595, 842]);
  let y = 842 - margin;
  page.drawText("Licence contract", { x: margin, y, size: 20, font: bold });
  y -= 36;
  for (const text of contractLines(terms)) {
    for (const line of wrap(winAnsi(text), regular, 11, 595 - 2 * margin)) {
      if (y < margin) {
        page = pdf.addPage([595, 842]);
        y = 842 - margin;
      }
      page.drawText(line, { x: margin, y, size: 11, font: regular });
      y -= 16;
    }
  }
  return pdf.save();
}
