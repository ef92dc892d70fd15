// The admin dashboard's charts, drawn with visx on the server like the studio's (the first HTML already
// holds them): users over time, the daily sign-up trend, and the type and status distributions. Each
// chart is an SVG `role="img"` with a title and a description, and every figure is also in a table
// behind a disclosure (the accessible fallback). Bars are SVG rects: the CSP forbids inline styles.
import { Group } from "@visx/group";
import { AreaClosed, Bar, LinePath } from "@visx/shape";
import { type ReactNode, useId } from "react";
import { type BarRow, barGeometry, DAY_BOX } from "../../lib/admin/charts";
import { compactCount, type DayPoint, dayGeometry, shortDay } from "../../lib/charts/day-geometry";
import { DayAxes } from "../widgets/day-axes";
import { FiguresTable, type FiguresTableProps } from "../widgets/figures-table";

const count = (n: number) => n.toLocaleString("en-US");

/** A chart's card: heading, the drawing, and its figures table. */
function ChartCard({
  title,
  kind,
  children,
  figures,
}: {
  title: string;
  /** `data-chart` of the card, for tests. */
  kind: string;
  children: ReactNode;
  figures: Pick<FiguresTableProps, "caption" | "columns" | "rows">;
}) {
  const id = useId();
  return (
    <figure className="card admin-chart" aria-labelledby={id} data-chart={kind}>
      <h2 id={id} className="admin-chart__title">
        {title}
      </h2>
      {children}
      <details className="admin-chart__data">
        <summary>Show the figures</summary>
        <FiguresTable
          {...figures}
          boxClassName="ngw-table-wrap admin-chart__table"
          tableClassName="admin-grid"
          cellClassName="admin-num"
        />
      </details>
    </figure>
  );
}

/**
 * A day series as an area chart (users over time, sign-ups per day).
 *
 * @example <DayChart title="Sign-ups, last 90 days" kind="signups" points={points} valueLabel="Sign-ups" />
 */
export function DayChart({
  title,
  kind,
  points,
  valueLabel,
  fromZero = true,
}: {
  title: string;
  kind: string;
  points: readonly DayPoint[];
  valueLabel: string;
  fromZero?: boolean;
}) {
  const id = useId();
  const g = dayGeometry(points, { box: DAY_BOX, fromZero });
  const data = [...points];
  const first = points[0]?.date;
  const last = points.at(-1)?.date;
  return (
    <ChartCard
      title={title}
      kind={kind}
      figures={{
        caption: `${title}: figures per day`,
        columns: ["Day", valueLabel],
        rows: [...points]
          .reverse()
          .map((p) => ({ key: p.date, label: shortDay(p.date), values: [count(p.value)] })),
      }}
    >
      <svg
        className="admin-chart__svg"
        viewBox={`0 0 ${DAY_BOX.width} ${DAY_BOX.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>
          {first && last
            ? `${valueLabel} per day from ${shortDay(first)} to ${shortDay(last)}; every day's figure is in the table below.`
            : "No days yet."}
        </desc>
        <Group>
          <DayAxes g={g} length={points.length} className="admin-chart" />
          {data.length > 0 ? (
            <>
              <AreaClosed<DayPoint>
                className="admin-chart__area"
                data={data}
                x={(_, i) => g.x(i)}
                y={(d) => g.y(d.value)}
                yScale={g.yScale}
              />
              <LinePath<DayPoint>
                className="admin-chart__line"
                data={data}
                x={(_, i) => g.x(i)}
                y={(d) => g.y(d.value)}
              />
            </>
          ) : null}
        </Group>
      </svg>
    </ChartCard>
  );
}

/**
 * Horizontal bars, stacked when a row has several values (`series` names them, in order, with a legend).
 *
 * @example <BarsChart title="Users by type" kind="types" rows={[{ key: "artist", label: "Artist", values: [12] }]} series={["Users"]} />
 */
export function BarsChart({
  title,
  kind,
  rows,
  series,
}: {
  title: string;
  kind: string;
  rows: readonly BarRow[];
  /** The name of each stacked value ("Active", "Inactive"); one name draws plain bars. */
  series: readonly string[];
}) {
  const id = useId();
  const g = barGeometry(rows);
  const stacked = series.length > 1;
  return (
    <ChartCard
      title={title}
      kind={kind}
      figures={{
        caption: `${title}: figures`,
        columns: [kind === "status" ? "Entity" : "Type", ...series],
        rows: rows.map((row) => ({ key: row.key, label: row.label, values: row.values.map(count) })),
      }}
    >
      {stacked ? (
        <ul className="admin-legend">
          {series.map((name, i) => (
            <li key={name}>
              <svg className="admin-legend__swatch" viewBox="0 0 10 10" aria-hidden="true">
                <rect width={10} height={10} rx={2} className={`admin-chart__bar admin-chart__bar--${i}`} />
              </svg>
              {name}
            </li>
          ))}
        </ul>
      ) : null}
      <svg
        className="admin-chart__svg"
        viewBox={`0 0 ${g.width} ${g.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>
          {rows
            .map((row) =>
              stacked
                ? `${row.label}: ${row.values.map((v, i) => `${count(v)} ${(series[i] ?? "").toLowerCase()}`).join(", ")}`
                : `${row.label}: ${count(row.values[0] ?? 0)}`,
            )
            .join("; ")}
        </desc>
        {g.rows.map((row) => (
          <g key={row.key}>
            <text
              className="admin-chart__label"
              x={g.left - 8}
              y={row.y + row.bandHeight / 2}
              dy="0.32em"
              textAnchor="end"
            >
              {row.label}
            </text>
            <rect
              className="admin-chart__track"
              x={g.left}
              y={row.y}
              width={g.width - g.left - 56}
              height={row.bandHeight}
              rx={3}
            />
            {row.segments.map((segment, i) =>
              segment.width > 0 ? (
                <Bar
                  key={series[i] ?? i}
                  className={`admin-chart__bar admin-chart__bar--${i}`}
                  x={segment.x}
                  y={row.y}
                  width={segment.width}
                  height={row.bandHeight}
                  rx={3}
                />
              ) : null,
            )}
            <text className="admin-chart__value" x={g.width - 50} y={row.y + row.bandHeight / 2} dy="0.32em">
              {compactCount(row.total)}
            </text>
          </g>
        ))}
      </svg>
    </ChartCard>
  );
}
