import type { WaterConditions } from '@pool/api-contract';
import { cell, chart, table } from './pools.css';

type Factor = WaterConditions['factors'][number];

const W = 480;
const H = 160;
const PAD = 28;

/** The y range drawn: the readings and the target band, with a little room. */
function yRange(factor: Factor): [number, number] {
  const values = [...factor.readings.map((r) => r.value), ...[factor.lower_bound, factor.upper_bound].filter((v): v is number => v !== null)];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const pad = hi === lo ? Math.max(1, Math.abs(hi) * 0.1) : (hi - lo) * 0.1;
  return [Math.max(0, lo - pad), hi + pad];
}

/**
 * One factor over time with its target band, drawn on the server as SVG (no JavaScript). The picture
 * is hidden from screen readers; the same readings follow as a table with the range.
 */
export function TrendChart({ factor }: { factor: Factor }) {
  const [lo, hi] = yRange(factor);
  const n = factor.readings.length;
  const x = (i: number) => PAD + (n === 1 ? (W - 2 * PAD) / 2 : (i * (W - 2 * PAD)) / (n - 1));
  const y = (v: number) => H - PAD - ((v - lo) / (hi - lo)) * (H - 2 * PAD);
  const band = factor.lower_bound !== null || factor.upper_bound !== null
    ? { top: y(factor.upper_bound ?? hi), bottom: y(factor.lower_bound ?? lo) }
    : null;
  const range = factor.lower_bound !== null && factor.upper_bound !== null ? `${factor.lower_bound}–${factor.upper_bound} ${factor.units}` : 'no target';
  const id = `trend-${factor.key}`;
  return (
    <figure aria-labelledby={id} style={{ margin: 0 }}>
      <figcaption id={id}>
        {factor.label} ({factor.units}), target {range}
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className={chart} aria-hidden="true" focusable="false">
        <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} stroke="#94a3b8" />
        <line x1={PAD} y1={PAD} x2={PAD} y2={H - PAD} stroke="#94a3b8" />
        {band ? <rect x={PAD} y={band.top} width={W - 2 * PAD} height={Math.max(1, band.bottom - band.top)} fill="#16a34a" opacity={0.15} /> : null}
        <text x={2} y={PAD + 4} fontSize="10">{Number(hi.toFixed(2))}</text>
        <text x={2} y={H - PAD} fontSize="10">{Number(lo.toFixed(2))}</text>
        <polyline fill="none" stroke="#0369a1" strokeWidth={2} points={factor.readings.map((r, i) => `${x(i)},${y(r.value)}`).join(' ')} />
        {factor.readings.map((r, i) => <circle key={r.test_id} cx={x(i)} cy={y(r.value)} r={3.5} fill="#0369a1" />)}
        {n > 0 ? <text x={PAD} y={H - 8} fontSize="10">{factor.readings[0]!.date}</text> : null}
        {n > 1 ? <text x={W - PAD} y={H - 8} fontSize="10" textAnchor="end">{factor.readings[n - 1]!.date}</text> : null}
      </svg>
      <table className={table}>
        <caption style={{ textAlign: 'left' }}>{factor.label} readings</caption>
        <thead>
          <tr>
            <th className={cell} scope="col">Date</th>
            <th className={cell} scope="col">{factor.label} ({factor.units})</th>
            <th className={cell} scope="col">Target</th>
          </tr>
        </thead>
        <tbody>
          {factor.readings.map((r) => (
            <tr key={r.test_id}>
              <td className={cell}>{r.date}</td>
              <td className={cell}>{r.value}</td>
              <td className={cell}>{range}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
