import { Skeleton } from "@mantine/core";
import { lazy, Suspense } from "react";
import type { BalancePoint } from "../lib/compute-home-loan";

// recharts is ~100 KB gzip: it loads after the screen's first paint, only when a chart is shown.
const BalanceChart = lazy(() => import("./balance-chart"));

interface BalanceChartPanelProps {
  data: BalancePoint[];
  withExtras: boolean;
}

export function BalanceChartPanel(props: BalanceChartPanelProps) {
  return (
    <Suspense
      fallback={<Skeleton h={300} radius="md" role="status" aria-label="Loading the chart" />}
    >
      <BalanceChart {...props} />
    </Suspense>
  );
}
