// The public face of admin (docs/decisions/0008). Admin: the console's routes over users, reference data and
// the audit log; no other feature uses its code. Its routes are mounted by src/app.ts; add exports here when
// another feature needs something.
export {};
