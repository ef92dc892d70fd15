import { describe, expect, it } from "vitest";
import { EXPECTATIONS, GUIDELINES } from "./catalogue";
import {
  additionalFundingCents,
  autoApproveMs,
  budgetCents,
  dateProblems,
  fundedEditProblems,
  proofDueMs,
  taskProblems,
} from "./rules";

describe("the campaign catalogue", () => {
  it("has the spec's eight guidelines and ten priced tasks", () => {
    expect(GUIDELINES).toHaveLength(8);
    expect(EXPECTATIONS.map((x) => x.cost_cents / 100)).toEqual([25, 40, 75, 60, 50, 35, 80, 45, 55, 65]);
    expect(new Set(EXPECTATIONS.map((x) => x.id)).size).toBe(10);
  });
});

describe("tasks and budget", () => {
  it("prices a campaign as Σ cost × slots", () => {
    expect(
      budgetCents([
        { expectation_id: 1, slots: 4 },
        { expectation_id: 10, slots: 2 },
      ]),
    ).toBe(4 * 2_500 + 2 * 6_500);
  });

  it("refuses unknown tasks, repeated tasks and slot counts of 0 or 1,000", () => {
    expect(taskProblems([{ expectation_id: 1, slots: 1 }])).toBeNull();
    expect(
      taskProblems([
        { expectation_id: 11, slots: 1 },
        { expectation_id: 2, slots: 0 },
        { expectation_id: 2, slots: 1_000 },
      ]),
    ).toEqual({
      "tasks.0.expectation_id": ["Choose one of the promotion tasks."],
      "tasks.1.slots": ["Slots must be between 1 and 999."],
      "tasks.2.expectation_id": ["Each task can be listed once."],
      "tasks.2.slots": ["Slots must be between 1 and 999."],
    });
    expect(taskProblems([])).toEqual({ tasks: ["Add at least one promotion task."] });
  });

  it("charges only the added slots when a funded campaign grows", () => {
    const funded = [{ expectation_id: 1, slots: 2 }];
    expect(
      additionalFundingCents(funded, [
        { expectation_id: 1, slots: 5 },
        { expectation_id: 3, slots: 1 },
      ]),
    ).toBe(3 * 2_500 + 7_500);
    expect(additionalFundingCents(funded, funded)).toBe(0);
  });
});

describe("a funded campaign's edits", () => {
  const current = { ends_on: "2026-12-31", tasks: [{ expectation_id: 1, slots: 2 }] };

  it("allows the description, a later end, invitations and more slots", () => {
    expect(
      fundedEditProblems(current, {
        description: "New words",
        ends_on: "2027-01-31",
        invited_promoter_ids: [],
        tasks: [{ expectation_id: 1, slots: 3 }],
      }),
    ).toBeNull();
  });

  it("refuses a new title, an earlier end and fewer slots", () => {
    expect(
      fundedEditProblems(current, {
        title: "Other",
        ends_on: "2026-12-01",
        tasks: [{ expectation_id: 1, slots: 1 }],
      }),
    ).toEqual({
      title: ["A funded campaign keeps this as it was funded."],
      ends_on: ["A funded campaign can only be extended."],
      tasks: ["A funded task keeps its slots; add slots or tasks instead."],
    });
  });
});

describe("dates and clocks", () => {
  it("needs an end on or after the start, not in the past", () => {
    expect(dateProblems("2026-12-01", "2026-12-01", "2026-11-28")).toBeNull();
    expect(dateProblems("2026-12-02", "2026-12-01", "2026-11-28")?.ends_on).toBeDefined();
    expect(dateProblems("2026-11-01", "2026-11-20", "2026-11-28")?.ends_on).toEqual([
      "The end date has already passed.",
    ]);
  });

  it("gives 15 days to prove and 7 days to review", () => {
    const t = Date.parse("2026-12-01T10:00:00Z");
    expect(new Date(proofDueMs(t)).toISOString()).toBe("2026-12-16T10:00:00.000Z");
    expect(new Date(autoApproveMs(t)).toISOString()).toBe("2026-12-08T10:00:00.000Z");
  });
});
