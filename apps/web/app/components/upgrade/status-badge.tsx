import type { ApplicationStatus } from "../../lib/api/contract";
import { applicationStatusLabel, applicationStatusTone } from "../../lib/upgrade/applications";

/** An application's status in words and colour; `data-status` lets styles and tests read it. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span className={applicationStatusTone(status)} data-status={status}>
      {applicationStatusLabel(status)}
    </span>
  );
}
