import type { ServiceType, ServiceTypes } from "../features/wallet/service-types";
import { SELLABLES } from "../sellables";

/*
 * What the test app sells: everything the real app sells, and the request types a test file adds for
 * itself (a stand-in licence, an item of any price). Production code has no such list: src/sellables.ts.
 */

const added = new Map<string, ServiceType>();

export const TEST_SELLABLES: ServiceTypes = { get: (type) => added.get(type) ?? SELLABLES.get(type) };

/** Adds `type` to what the test app sells; returns its removal (for `afterAll`). */
export function sellInTests(type: ServiceType): () => void {
  if (added.has(type.requestType) || SELLABLES.get(type.requestType)) {
    throw new Error(`service type ${type.requestType} is sold already`);
  }
  added.set(type.requestType, type);
  return () => void added.delete(type.requestType);
}
