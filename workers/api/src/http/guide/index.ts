// The API guide: what a client needs beyond each operation's own schema (envelope, errors, sessions,
// idempotency, pagination, limits, each area's rules), as CommonMark in the OpenAPI document's
// `info.description`, so `/api/v1/openapi.json` and the `/api/docs` page are its one source.

import { GUIDE_ACCOUNTS } from "./accounts";
import { GUIDE_ADMIN } from "./admin";
import { GUIDE_LISTENING } from "./listening";
import { GUIDE_MONEY } from "./money";
import { GUIDE_OVERVIEW } from "./overview";
import { GUIDE_STUDIO } from "./studio";

export const API_GUIDE = [
  GUIDE_OVERVIEW,
  GUIDE_ACCOUNTS,
  GUIDE_LISTENING,
  GUIDE_MONEY,
  GUIDE_ADMIN,
  GUIDE_STUDIO,
].join("\n");
