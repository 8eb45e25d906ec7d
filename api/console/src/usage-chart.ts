// Usage over time: applications created, submitted and failed per UTC day (GET /usage/daily), drawn
// with uPlot (its own build, loaded by its own <script> and served from node_modules by router.ts),
// and the same numbers as a table for readers who cannot see the chart.
import type UPlot from "uplot";
import { api } from "./api";
import { $, el, fillTable, usd } from "./dom";
import type { DailyUsage } from "./types";

declare global {
  interface Window {
    uPlot: typeof UPlot;
  }
}

const DAYS = 30;
const HEIGHT = 180;
const SERIES = [
  { key: "created", label: "Created", color: "#1a5fb4" },
  { key: "submitted", label: "Submitted", color: "#26a269" },
  { key: "failed", label: "Failed", color: "#c01c28" },
] as const;

let chart: UPlot | null = null;

const chartWidth = () => Math.max(200, $("usage-chart").clientWidth);

function draw(days: DailyUsage["data"]): void {
  chart?.destroy();
  const x = days.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000);
  const uPlot = window.uPlot;
  chart = new uPlot(
    {
      width: chartWidth(),
      height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      // The days are UTC days: label them so, whatever the reader's time zone.
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
      axes: [{ space: 60 }, { size: 36, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000], values: (_u, ticks) => ticks.map(String) }],
      series: [{}, ...SERIES.map((s) => ({ label: s.label, stroke: s.color, width: 2, points: { show: true, size: 5 } }))],
    },
    [x, ...SERIES.map((s) => days.map((d) => d[s.key]))],
    $("usage-chart"),
  );
}

function fillLegend(days: DailyUsage["data"]): void {
  const total = (key: (typeof SERIES)[number]["key"]) => days.reduce((sum, d) => sum + d[key], 0);
  $("usage-legend").replaceChildren(
    ...SERIES.map((s) =>
      el("li", {}, el("span", { class: `swatch swatch-${s.key}`, "aria-hidden": "true" }), `${s.label}: ${total(s.key)}`),
    ),
    el("li", {}, `Spent: ${usd(days.reduce((sum, d) => sum + d.spent_usd, 0))}`),
  );
}

export async function loadUsageChart(): Promise<void> {
  const usage = await api<DailyUsage>("GET", `/usage/daily?days=${DAYS}`);
  fillLegend(usage.data);
  fillTable(
    $<HTMLTableElement>("usage-table"),
    [...usage.data].reverse().filter((d) => d.created || d.submitted || d.failed || d.spent_usd),
    (d) => [d.date, String(d.created), String(d.submitted), String(d.failed), usd(d.spent_usd)],
    `No applications in the last ${DAYS} days.`,
  );
  if (typeof window.uPlot !== "function") return; // the chart library did not load: the table stands alone
  draw(usage.data);
  $("usage-chart").dataset.ready = "true";
}

let resizeTimer: number | undefined;
window.addEventListener("resize", () => {
  window.clearTimeout(resizeTimer);
  resizeTimer = window.setTimeout(() => chart?.setSize({ width: chartWidth(), height: HEIGHT }), 100);
});
