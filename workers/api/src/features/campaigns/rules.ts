import { expectationById } from "./catalogue";

/*
 * The pure rules of campaigns (issue #37): what a campaign costs, what it may still change, and the clocks
 * that protect each side (a promoter proves within 15 days of starting; a creator who does not review
 * within 7 days has approved). The service prices with these and the crons ask them; no D1 here.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Slots per task: at least one, fewer than a thousand. */
export const SLOTS_MIN = 1;
export const SLOTS_MAX = 999;
/** A promotion must be proven this long after it starts, or its slot returns to the campaign. */
export const PROOF_DAYS = 15;
/** Submitted evidence the creator leaves unreviewed this long is approved by the cron. */
export const REVIEW_DAYS = 7;

export interface Task {
  expectation_id: number;
  slots: number;
}

/** Why tasks cannot be funded as sent, per field of the body; null when they can. */
export function taskProblems(tasks: readonly Task[]): Record<string, string[]> | null {
  const problems: Record<string, string[]> = {};
  const seen = new Set<number>();
  tasks.forEach((task, i) => {
    const at = `tasks.${i}`;
    if (!expectationById(task.expectation_id))
      problems[`${at}.expectation_id`] = ["Choose one of the promotion tasks."];
    else if (seen.has(task.expectation_id))
      problems[`${at}.expectation_id`] = ["Each task can be listed once."];
    seen.add(task.expectation_id);
    if (!Number.isInteger(task.slots) || task.slots < SLOTS_MIN || task.slots > SLOTS_MAX) {
      problems[`${at}.slots`] = [`Slots must be between ${SLOTS_MIN} and ${SLOTS_MAX}.`];
    }
  });
  if (tasks.length === 0) problems.tasks = ["Add at least one promotion task."];
  return Object.keys(problems).length ? problems : null;
}

/** The budget in cents: Σ cost × slots, at today's fixed prices. */
export function budgetCents(tasks: readonly Task[]): number {
  return tasks.reduce((sum, t) => sum + (expectationById(t.expectation_id)?.cost_cents ?? 0) * t.slots, 0);
}

/**
 * What funding `next` costs on top of what is funded: the added slots' price. Slots already funded are
 * never refunded by an edit (ending the campaign returns them), so a lowered count costs nothing.
 */
export function additionalFundingCents(funded: readonly Task[], next: readonly Task[]): number {
  return next.reduce((sum, task) => {
    const before = funded.find((f) => f.expectation_id === task.expectation_id)?.slots ?? 0;
    const added = Math.max(0, task.slots - before);
    return sum + (expectationById(task.expectation_id)?.cost_cents ?? 0) * added;
  }, 0);
}

/** The fields a funded campaign may still change: its description, a later end, its invitations. */
export const EDITABLE_WHEN_FUNDED = ["description", "ends_on", "invited_promoter_ids", "tasks"] as const;

/** Fields of `changes` a funded campaign refuses, with the reason; tasks may only grow. */
export function fundedEditProblems(
  current: { ends_on: string; tasks: readonly Task[] },
  changes: Record<string, unknown> & { ends_on?: string; tasks?: readonly Task[] },
): Record<string, string[]> | null {
  const problems: Record<string, string[]> = {};
  for (const key of Object.keys(changes)) {
    if (!(EDITABLE_WHEN_FUNDED as readonly string[]).includes(key)) {
      problems[key] = ["A funded campaign keeps this as it was funded."];
    }
  }
  if (changes.ends_on !== undefined && changes.ends_on < current.ends_on) {
    problems.ends_on = ["A funded campaign can only be extended."];
  }
  for (const task of current.tasks) {
    const next = changes.tasks?.find((t) => t.expectation_id === task.expectation_id);
    if (changes.tasks && (!next || next.slots < task.slots)) {
      problems.tasks = ["A funded task keeps its slots; add slots or tasks instead."];
    }
  }
  return Object.keys(problems).length ? problems : null;
}

/** Dates as `YYYY-MM-DD`: the campaign must end on or after it starts, and not before today. */
export function dateProblems(
  startsOn: string,
  endsOn: string,
  today: string,
): Record<string, string[]> | null {
  if (endsOn < startsOn) return { ends_on: ["The campaign must end on or after its start."] };
  if (endsOn < today) return { ends_on: ["The end date has already passed."] };
  return null;
}

/** When a started promotion's proof is due. */
export const proofDueMs = (startedMs: number) => startedMs + PROOF_DAYS * DAY_MS;

/** When submitted evidence is approved for the creator who did not answer. */
export const autoApproveMs = (submittedMs: number) => submittedMs + REVIEW_DAYS * DAY_MS;
