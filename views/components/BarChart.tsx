/**
 * A small horizontal bar chart drawn on the server as inline SVG: no chart script, nothing to
 * load. Each row is a label, a bar whose length is proportional to the largest value, and the
 * value as written beside it. The SVG is one image to assistive technology (role="img") whose
 * text alternative reads every label and value; pages also give the numbers in a real table.
 * Colours come from the stylesheet (client/styles/transparency.css), so they follow dark mode.
 *
 *   <BarChart title="Redistributed in November 2026" bars={[{ label: 'L214', value: 120, text: '€1.20' }]} />
 */

export interface Bar {
  label: string;
  value: number;
  /** The value as the page writes it (a formatted amount). */
  text: string;
}

export interface BarRow {
  label: string;
  text: string;
  /** Top of the row. */
  y: number;
  barWidth: number;
}

export interface BarChartGeometry {
  width: number;
  height: number;
  /** Where the bars start and how long the largest is. */
  barX: number;
  maxBar: number;
  rows: BarRow[];
  /** The text alternative: the title, then every label with its value. */
  label: string;
}

const WIDTH = 360;
const MAX_BAR = 250;
const ROW_HEIGHT = 40;

export function barChartGeometry(title: string, bars: readonly Bar[]): BarChartGeometry {
  const largest = Math.max(0, ...bars.map((b) => b.value));
  const rows = bars.map((bar, index) => ({
    label: bar.label,
    text: bar.text,
    y: index * ROW_HEIGHT,
    // All zeros (a month without clicks): no bar at all rather than a division by zero.
    barWidth: largest > 0 ? Math.round((Math.max(0, bar.value) / largest) * MAX_BAR * 10) / 10 : 0,
  }));
  const label = `${title}: ${bars.map((b) => `${b.label} ${b.text}`).join('; ')}`;
  return {
    width: WIDTH,
    height: Math.max(ROW_HEIGHT, bars.length * ROW_HEIGHT),
    barX: 0,
    maxBar: MAX_BAR,
    rows,
    label,
  };
}

export function BarChart({ title, bars }: { title: string; bars: readonly Bar[] }) {
  const chart = barChartGeometry(title, bars);
  return (
    <svg
      className="bar-chart"
      role="img"
      aria-label={chart.label}
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      width={chart.width}
      height={chart.height}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title>{chart.label}</title>
      {chart.rows.map((row) => (
        <g key={row.label}>
          <text className="bar-chart__label" x={chart.barX} y={row.y + 14}>
            {row.label}
          </text>
          <rect className="bar-chart__bar" x={chart.barX} y={row.y + 20} width={row.barWidth} height={12} rx={2} />
          <text className="bar-chart__value" x={chart.barX + row.barWidth + 6} y={row.y + 31}>
            {row.text}
          </text>
        </g>
      ))}
    </svg>
  );
}
