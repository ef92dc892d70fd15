import { describe, expect, it } from "vitest";
import { csvField, dollars, exportFileName, neutralise, toCsv, transactionsCsv } from "./csv";

describe("csv", () => {
  it("quotes fields with a comma, a quote, CR or LF, doubling quotes (RFC 4180)", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
    expect(csvField(null)).toBe("");
    expect(csvField("")).toBe("");
  });

  it("neutralises cells a spreadsheet would run as a formula, not plain numbers", () => {
    expect(neutralise("=SUM(A1:A9)")).toBe("'=SUM(A1:A9)");
    expect(neutralise("+256772123456")).toBe("'+256772123456");
    expect(neutralise("-2+3")).toBe("'-2+3");
    expect(neutralise("@cmd")).toBe("'@cmd");
    expect(neutralise("\tx")).toBe("'\tx");
    expect(neutralise("\rx")).toBe("'\rx");
    expect(neutralise("-12.34")).toBe("-12.34");
    expect(neutralise("12")).toBe("12");
    expect(neutralise("a=b")).toBe("a=b");
    // Neutralised first, then quoted: the apostrophe is inside the quotes.
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it("ends every line with CRLF", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["1", null],
          ["x,y", "z"],
        ],
      ),
    ).toBe('a,b\r\n1,\r\n"x,y",z\r\n');
    expect(toCsv(["a"], [])).toBe("a\r\n");
  });

  it("writes cents as dollars with two decimals", () => {
    expect(dollars(-1234)).toBe("-12.34");
    expect(dollars(5)).toBe("0.05");
    expect(dollars(-5)).toBe("-0.05");
    expect(dollars(0)).toBe("0.00");
    expect(dollars(100_000_000)).toBe("1000000.00");
  });

  it("writes the history's columns in order", () => {
    const csv = transactionsCsv([
      {
        id: "wop_1",
        type: "service_payment",
        status: "completed",
        signed_amount: -1234,
        fee: 24,
        balance_after: 8766,
        reference: "=cmd|' /C calc'!A0",
        counterparty: "Ngoma",
        description: 'Beat "Kampala", licence',
        created_at: "2026-11-24T10:00:00.000Z",
      },
      {
        id: "wop_2",
        type: "topup",
        status: "failed",
        signed_amount: 500,
        fee: 0,
        balance_after: null,
        reference: null,
        counterparty: null,
        description: null,
        created_at: "2026-11-23T09:00:00.000Z",
      },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "date,type,status,amount,fee,balance_after,reference,counterparty,description,id",
      `2026-11-24T10:00:00.000Z,service_payment,completed,-12.34,0.24,87.66,'=cmd|' /C calc'!A0,Ngoma,"Beat ""Kampala"", licence",wop_1`,
      "2026-11-23T09:00:00.000Z,topup,failed,5.00,0.00,,,,,wop_2",
      "",
    ]);
    expect(exportFileName("2026-11-24")).toBe("ngoma-transactions-2026-11-24.csv");
  });
});
