import { currentAuth, requireSession } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { walletFundsOf } from "../ledger";
import { defaultMethodView } from "../payments";
import { WalletDetails } from "./contract";
import { limitsView } from "./limits.service";
import { pinState } from "./pin.service";

const details = defineRoute({
  method: "get",
  path: "/details",
  tags: ["Wallet"],
  summary:
    "The wallet: balance, held and available cents, the PIN's state, the limits and their use, the default method",
  security: bearer,
  middleware: [requireSession] as const,
  responses: { 200: jsonResponse(WalletDetails, "The wallet"), ...errorResponses(401) },
});

/** `/user/wallet/details` (spec §7): one parallel read of everything the wallet pages open with. */
export const walletDetailsRoutes = createRouter().openapi(details, async (c) => {
  const { user } = currentAuth(c);
  const db = c.var.db;
  const [funds, pin, limits, method] = await Promise.all([
    walletFundsOf(db, user.id),
    pinState(db, user.id),
    limitsView(db, user.id),
    defaultMethodView(db, user.id),
  ]);
  return c.json(
    {
      data: {
        currency: "USD" as const,
        balance: funds.balance,
        held: funds.held,
        available: funds.available,
        ...pin,
        limits,
        default_method: method,
      },
    },
    200,
  );
});
