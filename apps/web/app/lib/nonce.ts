import { createContext, useContext } from "react";

/**
 * The CSP nonce of this response, provided by entry.server. In the browser it is empty: browsers hide
 * nonce attributes after load, and scripts React adds later are not parser-inserted anyway.
 */
export const NonceContext = createContext<string>("");

export function useNonce(): string | undefined {
  return useContext(NonceContext) || undefined;
}
