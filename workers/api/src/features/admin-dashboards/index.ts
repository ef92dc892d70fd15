// The public face of admin-dashboards (docs/decisions/0008): what other features and the app may use. Admin
// dashboards: the counters other features keep up to date. Other features import this file, `schema.ts`
// (read joins) and contract files only.
export { activityWrite } from "./activity";
