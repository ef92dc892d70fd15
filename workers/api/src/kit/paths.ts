/** Where the API is mounted: every route, the OpenAPI document's `servers` and signed media URLs. */
export const API_BASE = "/api/v1";
