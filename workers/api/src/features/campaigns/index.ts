// Campaigns and promotions (issue #37): what other features may use. So far the fixed catalogue and the
// pure rules; the campaign and promotion services and routes come with the rest of the issue.
export { EXPECTATIONS, type Expectation, expectationById, GUIDELINES, type Guideline } from "./catalogue";
export { autoApproveMs, budgetCents, proofDueMs, type Task } from "./rules";
