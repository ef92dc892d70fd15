// The public face of dev (docs/decisions/0008). Development tools (routes under /dev, refused outside
// development); no other feature uses its code. Its routes are mounted by src/app.ts; add exports here when
// another feature needs something.
export {};
