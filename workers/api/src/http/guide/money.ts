// Money: exchange rates, wallet history and figures, moving money. Part of the API guide (./index.ts):
// Markdown, served in the OpenAPI document's description and rendered by /api/docs.
export const GUIDE_MONEY = `## Money (\`/user/global/exchange-rates\`, \`/admin/exchange-rates/*\`) — issue #5
Amounts are integer US cents everywhere; clients convert for display with \`@ngoma/currency\` and this table
(docs/decisions/0400-exchange-rates.md).

| call | body / query | result |
|---|---|---|
| \`GET /user/global/exchange-rates\` | – (session) | \`data: { base: "USD", rates: { CODE: units per USD }, updated_at, source: "default"\\|"admin"\\|"provider" }\` for every covered currency; \`Cache-Control: private, max-age=300\`, \`ETag\`; \`If-None-Match\` → 304 |
| \`POST /admin/exchange-rates/update\` | \`{ rates: { CODE: number } }\` (some or all codes) | \`data:\` the whole table as above, \`msg\` "Exchange rates updated" / "No exchange rate changed"; 422 field errors keyed \`rates.CODE\` (unknown code, not > 0, > 6 decimals, USD ≠ 1), \`rates\` for an empty object |
| \`GET /admin/exchange-rates/history?page=\` | | page (20 per page) of \`{ id, source, outcome: "applied"\\|"failed", message, changed, created_at }\`, newest first |

A scheduled refresh (cron \`0 */6 * * *\`) pulls from the configured provider (\`RATES_PROVIDER\` = \`off\` by
default, \`sandbox\` or \`http\`); on failure the stored table is kept and a \`failed\` history row reads
"Failed to update exchange rates (…reason)".

## Wallet history and figures (\`/user/wallet/*\`, \`/user/account/dashboard\`) — issue 17
Amounts are integer US cents; dates are UTC.
- \`GET /user/wallet/transactions?page=1&per_page=20&tx_type=&status=&start_date=&end_date=\` → a page of
  \`WalletOperation\`s, newest first (\`created_at\` desc, then \`id\` desc). \`tx_type\`: \`topup\` / \`withdrawal\` /
  \`service_payment\`; \`status\`: \`pending\` / \`completed\` / \`failed\` / \`reversed\`; \`start_date\`, \`end_date\`:
  \`YYYY-MM-DD\` UTC days, both included. A bad date, or a start after the end, is 422 on that field
  (\`start_date\` for the order). \`payment_method\` is \`{ id, name, type }\` of the method used, still named
  after it is deleted.
- \`GET /user/wallet/transactions/export\` (same filters; paging ignored) → \`text/csv; charset=utf-8\`,
  \`Content-Disposition: attachment; filename="ngoma-transactions-YYYY-MM-DD.csv"\`. Columns: \`date\` (ISO
  instant), \`type\`, \`status\`, \`amount\` (the signed change, dollars: \`-12.34\`), \`fee\`, \`balance_after\`,
  \`reference\`, \`counterparty\`, \`description\`, \`id\`. RFC 4180 (CRLF, quotes doubled); text a spreadsheet
  would run as a formula (starting \`=\`, \`+\`, \`-\`, \`@\`, tab, CR; not a plain number) gets a leading \`'\`.
  At most 10,000 rows, newest first: when more match, the answer has \`X-Export-Truncated: true\`.
- \`total\` counts at most 10,000 matching operations (how deep paging reaches).
- \`GET /user/wallet/summary\` → \`{ balance, held, available, totals: { money_in, money_out, fees } (the 12 months shown),
  months: [{ month: "YYYY-MM", money_in, money_out, fees }] (the last 12, oldest first, empty ones zero),
  balance_series: [{ date, balance }] (end-of-day balance of the last 30 days, oldest first, today last),
  pending_count }\`. Totals and months count completed operations; \`money_out\` includes the fees paid. A
  user without a wallet reads zeros.
- \`GET /user/wallet/dashboard\` and \`GET /user/account/dashboard\` → the summary plus \`recent\` (the 5 newest
  operations) and \`default_method\` (a \`PaymentMethod\`, or null).

## Moving money (\`/user/wallet/*\`, \`/user/account/make-service-payment\`, \`/webhooks/*\`) — issue 17
Every POST that moves money needs \`Idempotency-Key\` (1–255 visible ASCII characters, scoped to the
signed-in user, kept ≥ 24 h): the same key with the same body replays the first answer (with
\`Idempotent-Replayed: true\`); with another body → 422 \`IDEMPOTENCY_MISMATCH\`; while the first is still
running → 409 \`IDEMPOTENCY_IN_PROGRESS\`; a missing or bad key → 422 on \`Idempotency-Key\`. These calls
need a verified e-mail (403 \`EMAIL_NOT_VERIFIED\`).
- \`GET /user/wallet/details\` → \`{ currency: "USD", balance, held, available, has_pin, pin_locked_until,
  limits: { daily_limit, monthly_limit, daily_used, monthly_used, max_daily_limit, max_monthly_limit,
  pending }, default_method }\`.
- \`POST /user/wallet/topup\` \`{ amount, payment_method_id, payment_reference?, description? }\`: \`amount\` in
  cents, 100–1,000,000 (a whole number; anything else 422 on \`amount\`); another user's or a deleted method
  → 404. Answers the \`WalletOperation\`: 200 'Wallet topped up successfully' when the provider confirmed at
  once (a card); 202 while it is pending (mobile money: \`next_action: "approve_on_phone"\`, settled by its
  callback or the poller; bank: the next cron run); a refused charge → 422 \`PAYMENT_FAILED\` with the
  provider's reason as \`msg\` (the history keeps the failed row). The wallet is credited only on success.
- \`POST /user/wallet/withdraw\` \`{ amount, payment_method_id, pin, description? }\` → 202 'Withdrawal
  initiated successfully': the amount is held at once and sent by the next payments cron (every minute).
  Refusals: a wrong PIN → 422 on \`pin\` ('Wrong PIN. N tries left.'); 5 wrong → 429 \`PIN_LOCKED\` for 15
  minutes; a card → 422 on \`payment_method_id\`; more than is available → 422 \`INSUFFICIENT_FUNDS\`; past the
  rolling 24 h / 30 day limit → 422 on \`amount\` saying what is left.
- \`POST /user/wallet/withdrawals/cancel/{id}\` → 200 (the operation, \`failed\` with 'Cancelled at your
  request.', its hold released) while it has not been sent; 409 once it has; 404 for someone else's.
- \`POST /user/wallet/set-pin\`, \`verify-pin\`, \`pin-code\`, \`update-limits\`: docs/decisions/0503.
- \`POST /user/account/make-service-payment\` \`{ request_type, data, payment_data }\` (\`data\` and
  \`payment_data\` JSON strings; \`payment_data.paymentMethodId\` is a method id or \`"wallet"\`): the request
  type prices \`data\` on the server; a \`payment_data\` whose \`amount\`, \`subtotal\` or \`processingFee\` differs
  from the server's (2 % fee, rounded half-up) → 422 on \`payment_data\` with the real total. 200 'Payment
  processed successfully', 202 pending, 422 \`PAYMENT_FAILED\` / \`INSUFFICIENT_FUNDS\`; an unknown type →
  422 on \`request_type\`.
- \`POST /webhooks/{provider}\`: provider callbacks, signed \`Ngoma-Signature: t=…,v1=…\` (HMAC-SHA-256 of
  \`t.raw_body\`), refused (400/401) when unsigned, forged or more than 5 minutes off. A valid one answers
  200 \`{ received: true, settled }\`; a replay, or one for a payment already settled, has no effect.
- Settled operations are also pushed over the notification socket: \`notification_type: "Wallet"\`,
  \`data.operation\` = the \`WalletOperation\`.
`;
