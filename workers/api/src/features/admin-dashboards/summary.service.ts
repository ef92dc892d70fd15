import type { Db } from "../../kit/db";
import { auditQuery, toAuditEntry } from "./audit.service";
import type { DashboardSummary, EntityDistribution } from "./contract";
import {
  counterLookup,
  countersQuery,
  entityCounts,
  entityShares,
  statusDistribution,
  userTypeDistribution,
} from "./counters.service";
import { RECENT_AUDIT_ROWS } from "./rules";

/**
 * `GET /admin/settings/dashboard-summary`: the counters (a fixed list of primary-key probes) and the
 * latest audit rows (the head of audit_log_created_idx), in one batch: one round trip at any size.
 */
export async function dashboardSummary(db: Db): Promise<DashboardSummary> {
  const [counters, recent] = await db.batch([countersQuery(db), auditQuery(db, {}, RECENT_AUDIT_ROWS)]);
  const get = counterLookup(counters);
  return {
    total_entities: entityShares(get).total,
    entity_counts: entityCounts(get),
    recent: recent.map(toAuditEntry),
    user_type_distribution: userTypeDistribution(get),
    status_distribution: statusDistribution(get),
  };
}

/** `GET /admin/settings/entity-distribution`: each counted entity's count and share, from the counters. */
export async function entityDistribution(db: Db): Promise<EntityDistribution> {
  const get = counterLookup(await countersQuery(db));
  return { entities: entityShares(get).entities };
}
