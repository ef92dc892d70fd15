// The table of the cost benches (bench/catalogue-cost.mjs, bench/wallet-cost.mjs) and their verdicts on
// the goals.

const GOALS = { waves: 2, rowsRatio: 1.1, hops: 1 };
const mean = (values) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const max = (values) => Math.max(0, ...values);
const short = (tracks) =>
  tracks >= 1_000_000 ? `${tracks / 1_000_000}M` : tracks >= 1000 ? `${tracks / 1000}k` : String(tracks);
const mark = (ok) => (ok ? "✔" : "✘");
const num = (v) => (Number.isInteger(v) ? String(v) : v.toFixed(v >= 100 ? 0 : v >= 10 ? 1 : 2));
const meanMax = (values) => `${num(mean(values))} [${num(max(values))}]`;

/** Figures of one scenario at one size: each field's per-call values. */
function figures(result) {
  const field = (name) => result.perCall.map((c) => c[name]);
  return {
    statements: field("statements"),
    waves: field("waves"),
    rowsRead: field("rowsRead"),
    rowsWritten: field("rowsWritten"),
    apiCalls: field("apiCalls"),
    hops: field("hops"),
    wavesPerApiCall: field("wavesPerApiCall"),
  };
}

function printDetail(name, tracks, result, unit) {
  const worst = result.perCall.reduce((a, b) => (b.statements > a.statements ? b : a));
  const first = worst.detail;
  console.log(`\n${name} at ${short(tracks)} ${unit}, the metered call with the most statements:`);
  if (name === "home") {
    for (const c of first.apiCalls) console.log(`  hop ${c.hop}  ${c.method} ${c.path} → ${c.status}`);
    for (const c of first.perCall) {
      console.log(
        `  ${c.path}: ${c.d1.statements} statements, ${c.d1.waves} waves, ${c.d1.rowsRead} rows read`,
      );
    }
  }
  for (const s of first.log) {
    console.log(`  wave ${s.wave}  ${String(s.rowsRead).padStart(8)} read  ${s.sql.replace(/\s+/g, " ")}`);
  }
}

/**
 * Prints the table (each figure at every size, and the largest size over the smallest) and returns the
 * goals that failed, as sentences. `unit` names what a size counts; `wavesGoal(name)` says which calls
 * are held to the sequential-waves goal (reads; not the home page as a whole); `writtenGoal(name)` which
 * are also held to the growth goal on rows written (writes).
 */
export function printReport(
  measured,
  {
    sizes,
    only,
    calls,
    cpuCalls,
    verbose,
    unit = "tracks",
    wavesGoal = (name) => name !== "home",
    writtenGoal = () => false,
  },
) {
  const small = Math.min(...sizes);
  const large = Math.max(...sizes);
  const ratioLabel = `${short(large)}/${short(small)}`;
  const failed = [];
  const compared = sizes.length > 1;
  const widths = [26, ...sizes.map(() => 18), 9];
  const row = (cells, goal = "") => {
    const shown = compared ? cells : cells.slice(0, -1);
    const text = shown.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" ");
    console.log(`${text}  ${goal}`.trimEnd());
  };
  console.log(
    `\nPer call: mean [worst] over ${calls} calls; Worker CPU: ms per call, sampled over ${cpuCalls} calls.`,
  );
  row(["", ...sizes.map((t) => `${short(t)} ${unit}`), ratioLabel], "goal");
  if (!compared) console.log("(one size: no growth ratio, so the rows-read goal is not judged)");
  for (const name of only) {
    const at = Object.fromEntries(sizes.map((t) => [t, figures(measured[t][name])]));
    const ratio = (field) => {
      const a = mean(at[large][field]);
      const b = mean(at[small][field]);
      return b === 0 ? (a === 0 ? 1 : Number.POSITIVE_INFINITY) : a / b;
    };
    const ratioCell = (field) => (sizes.length > 1 ? num(ratio(field)) : "");
    console.log(`${name}`);
    row(["  D1 statements", ...sizes.map((t) => meanMax(at[t].statements)), ratioCell("statements")]);
    const home = name === "home";
    const judged = wavesGoal(name);
    const wavesOk = sizes.every((t) => max(at[t].waves) <= GOALS.waves);
    row(
      [
        home ? "  D1 waves (whole page)" : "  D1 waves",
        ...sizes.map((t) => meanMax(at[t].waves)),
        ratioCell("waves"),
      ],
      judged ? `≤ ${GOALS.waves} ${mark(wavesOk)}` : "",
    );
    if (judged && !wavesOk) failed.push(`${name}: more than ${GOALS.waves} sequential D1 waves`);
    const rowsOk = sizes.length < 2 || ratio("rowsRead") <= GOALS.rowsRatio;
    row(
      ["  rows read", ...sizes.map((t) => meanMax(at[t].rowsRead)), ratioCell("rowsRead")],
      sizes.length > 1 ? `${ratioLabel} ≤ ${GOALS.rowsRatio} ${mark(rowsOk)}` : "",
    );
    if (!rowsOk)
      failed.push(
        `${name}: rows read grow ${num(ratio("rowsRead"))}× from ${short(small)} to ${short(large)}`,
      );
    const writes = writtenGoal(name) && sizes.length > 1;
    const writtenOk = !writes || ratio("rowsWritten") <= GOALS.rowsRatio;
    row(
      ["  rows written", ...sizes.map((t) => meanMax(at[t].rowsWritten)), ratioCell("rowsWritten")],
      writes ? `${ratioLabel} ≤ ${GOALS.rowsRatio} ${mark(writtenOk)}` : "",
    );
    if (!writtenOk)
      failed.push(
        `${name}: rows written grow ${num(ratio("rowsWritten"))}× from ${short(small)} to ${short(large)}`,
      );
    const cpu = (t) => measured[t][name].cpu.api + measured[t][name].cpu.web;
    const cpuRatio = sizes.length > 1 ? num(cpu(large) / cpu(small)) : "";
    row(["  Worker CPU ms", ...sizes.map((t) => num(cpu(t))), cpuRatio]);
    if (!home) continue;
    row(["    of which web", ...sizes.map((t) => num(measured[t][name].cpu.web)), ""]);
    row(["    of which api", ...sizes.map((t) => num(measured[t][name].cpu.api)), ""]);
    row(["  API calls", ...sizes.map((t) => meanMax(at[t].apiCalls)), ratioCell("apiCalls")]);
    const hopsOk = sizes.every((t) => max(at[t].hops) <= GOALS.hops);
    row(["  API hops", ...sizes.map((t) => meanMax(at[t].hops)), ""], `≤ ${GOALS.hops} ${mark(hopsOk)}`);
    if (!hopsOk) failed.push(`home: API calls in more than ${GOALS.hops} sequential hop`);
    const perCallOk = sizes.every((t) => max(at[t].wavesPerApiCall) <= GOALS.waves);
    row(
      ["  D1 waves per API call", ...sizes.map((t) => meanMax(at[t].wavesPerApiCall)), ""],
      `≤ ${GOALS.waves} ${mark(perCallOk)}`,
    );
    if (!perCallOk) failed.push(`home: an API call with more than ${GOALS.waves} sequential D1 waves`);
  }
  if (verbose) {
    for (const name of only) for (const t of sizes) printDetail(name, t, measured[t][name], unit);
  }
  return failed;
}
