import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart, barChartGeometry } from '../../views/components/BarChart.tsx';

const bar = (label: string, value: number) => ({ label, value, text: `€${(value / 100).toFixed(2)}` });

describe('bar chart', () => {
  it('draws bars proportional to the largest value', () => {
    const chart = barChartGeometry('November', [bar('L214', 400), bar('ASPAS', 100), bar('HSUK', 200)]);
    const widths = chart.rows.map((r) => r.barWidth);
    expect(widths[0]).toBe(chart.maxBar);
    expect(widths[1]).toBeCloseTo(chart.maxBar / 4, 1);
    expect(widths[2]).toBeCloseTo(chart.maxBar / 2, 1);
    expect(chart.rows.map((r) => r.y)).toEqual([0, 40, 80]);
    expect(chart.height).toBe(120);
  });

  it('draws no bar at all for a month without money, nor for a negative value', () => {
    const chart = barChartGeometry('October', [bar('L214', 0), bar('ASPAS', 0)]);
    expect(chart.rows.map((r) => r.barWidth)).toEqual([0, 0]);
    expect(chart.rows.every((r) => Number.isFinite(r.barWidth))).toBe(true);
    expect(barChartGeometry('x', [bar('A', -5), bar('B', 10)]).rows[0]?.barWidth).toBe(0);
    expect(barChartGeometry('empty', []).height).toBeGreaterThan(0);
  });

  it('is one image with a text alternative naming every label and value, and no script', () => {
    const html = renderToStaticMarkup(
      <BarChart title="Amounts redistributed in November 2026" bars={[bar('L214', 120), bar('Re:wild', 0)]} />,
    );
    expect(html).toMatch(/^<svg[^>]* role="img"/);
    const label = 'Amounts redistributed in November 2026: L214 €1.20; Re:wild €0.00';
    expect(html).toContain(`aria-label="${label}"`);
    expect(html).toContain(`<title>${label}</title>`);
    expect(html).not.toContain('<script');
    expect(html.match(/<rect /g)).toHaveLength(2);
  });
});
