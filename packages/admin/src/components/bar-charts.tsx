import type { ReactElement } from 'react';
import { Bar, BarChart, Cell, LabelList, Rectangle, ResponsiveContainer, XAxis, YAxis, type BarShapeProps } from 'recharts';
import { barPercent } from '../lib/display';

export interface BarDatum {
  name: string;
  value: number;
  /** CSS colour of this bar; the chart's colour otherwise. */
  color?: string;
}

const BRAND = '#4f46e5';

/** Adds each bar's drawn size: a percent of the largest value, at least 10, and none for a zero. */
function withSizes(data: readonly BarDatum[]) {
  const max = Math.max(0, ...data.map((d) => d.value));
  return data.map((d) => ({ ...d, size: barPercent(d.value, max) }));
}

/**
 * A screen-reader table of the same figures, since the SVG bars carry no text of their own. The
 * charts are hidden from assistive technology and drawn without recharts' keyboard layer, so they
 * are no silent stops for the Tab key either.
 */
function FiguresTable({ caption, data }: { caption: string; data: readonly BarDatum[] }) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <tbody>
        {data.map((d) => (
          <tr key={d.name}>
            <th scope="row">{d.name}</th>
            <td>{d.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The drawn chart (hidden from assistive technology) above the table of its figures. */
function ChartFrame({ caption, data, height, children }: { caption: string; data: readonly BarDatum[]; height: number; children: ReactElement }) {
  return (
    <div>
      <div aria-hidden="true" data-testid="bar-chart">
        <ResponsiveContainer width="100%" height={height}>
          {children}
        </ResponsiveContainer>
      </div>
      <FiguresTable caption={caption} data={data} />
    </div>
  );
}

/**
 * The default bar drawing, given as a custom shape on purpose: recharts drops a zero-size bar,
 * label and all, unless the bar has a custom shape. A zero thus draws no rectangle (Rectangle
 * draws nothing at zero size) but keeps its '0' label.
 */
function BarShape(props: BarShapeProps) {
  return <Rectangle {...props} />;
}

const LABEL_WIDTH = 170;
const LABEL_CHARS = 24;

/** A left-aligned category label, shortened with an ellipsis when long (the full name is in its title). */
function NameTick({ y, payload }: { y?: number | string; payload?: { value?: string | number } }) {
  const name = String(payload?.value ?? '');
  const short = name.length > LABEL_CHARS ? `${name.slice(0, LABEL_CHARS - 1)}…` : name;
  return (
    <text x={4} y={y} dy={4} textAnchor="start" fontSize={12} fill="#475569">
      <title>{name}</title>
      {short}
    </text>
  );
}

/** Horizontal bars with the name on the left and the count at the end (top lists, status distribution). */
export function HorizontalBars({ caption, data, empty }: { caption: string; data: readonly BarDatum[]; empty: string }) {
  if (data.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>;
  const rows = withSizes(data);
  return (
    <ChartFrame caption={caption} data={data} height={rows.length * 44 + 8}>
      <BarChart data={rows} layout="vertical" accessibilityLayer={false} margin={{ top: 4, right: 48, bottom: 4, left: 4 }}>
        <XAxis type="number" domain={[0, 100]} hide />
        <YAxis type="category" dataKey="name" width={LABEL_WIDTH} tickLine={false} axisLine={false} tick={NameTick} />
        <Bar dataKey="size" radius={4} isAnimationActive={false} fill={BRAND} shape={BarShape}>
          {rows.map((r) => (
            <Cell key={r.name} fill={r.color ?? BRAND} />
          ))}
          <LabelList dataKey="value" position="right" className="fill-slate-700 text-xs" />
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}

/** Vertical bars, one per day, the count above each (Last 7 Days Activity). */
export function ColumnBars({ caption, data }: { caption: string; data: readonly BarDatum[] }) {
  const rows = withSizes(data);
  return (
    <ChartFrame caption={caption} data={data} height={220}>
      <BarChart data={rows} accessibilityLayer={false} margin={{ top: 20, right: 8, bottom: 4, left: 8 }}>
        <XAxis dataKey="name" tickLine={false} axisLine={false} tick={{ fontSize: 12 }} />
        <YAxis domain={[0, 100]} hide />
        <Bar dataKey="size" radius={4} isAnimationActive={false} fill={BRAND} shape={BarShape}>
          <LabelList dataKey="value" position="top" className="fill-slate-700 text-xs" />
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}
