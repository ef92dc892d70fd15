// The public face of trending (docs/decisions/0008). Trending: ranked lists and charts; the app mounts its
// routes, no other feature uses its code. Its routes are mounted by src/app.ts; add exports here when
// another feature needs something.
export {};
