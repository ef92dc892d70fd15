// The public face of media (docs/decisions/0008). Media: images and audio served from R2; the app mounts its
// routes, no other feature uses its code. Its routes are mounted by src/app.ts; add exports here when
// another feature needs something.
export {};
