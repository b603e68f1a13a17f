import autocannon from "autocannon";
import { signUpSubscriber } from "./sign-up-adviser";
import { benchPort, startServer } from "./start-server";

/*
 * Reports: a 30-year home loan's PDF and Word report one at a time (budgets: PDF p50 ≤ 500 ms,
 * DOCX ≤ 200 ms), then another endpoint's latency while 10 PDF requests run at once
 * (budget: its p99 ≤ 50 ms — PDFs render on worker threads, see ADR 013).
 */

const PORT = benchPort(6);
const RUNS = 25;
const LOAN_30Y = {
  loanAmount: 2_150_000,
  annualRatePercent: 11.75,
  termMonths: 360,
  startDate: "2026-01-01",
  monthlyServiceFee: 69,
  extraMonthly: 1_500,
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

async function timed(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

async function series(url: string, cookie: string) {
  for (let i = 0; i < 3; i++) await timed(url, cookie);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await timed(url, cookie));
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

async function otherEndpointP99(url: string, cookie: string) {
  const r = await autocannon({ url, headers: { cookie }, connections: 10, duration: 8 });
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, non2xx: r.non2xx };
}

export async function benchReports() {
  const server = await startServer(PORT);
  try {
    const { cookie } = await signUpSubscriber(server);
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url, cookie },
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { id: string };
    };
    const client = await post("/api/v1/clients", { clientName: "Zoë", clientSurname: "Müller" });
    const loan = await post("/api/v1/home-loan-repayments", {
      clientId: client.id,
      description: "30-year bond",
      inputs: LOAN_30Y,
    });
    const base = `${server.url}/api/v1/home-loan-repayments/${loan.id}/report`;

    const pdf = await series(`${base}.pdf`, cookie);
    console.log(
      `PDF, 30-year home loan (one at a time, ${RUNS} runs): p50 ${pdf.p50.toFixed(0)} ms, p95 ${pdf.p95.toFixed(0)} ms (budget p50 ≤ 500 ms)`,
    );
    const docx = await series(`${base}.docx`, cookie);
    console.log(
      `DOCX, 30-year home loan: p50 ${docx.p50.toFixed(0)} ms, p95 ${docx.p95.toFixed(0)} ms (budget ≤ 200 ms)`,
    );
    const xlsx = await series(`${base}.xlsx`, cookie);
    console.log(`XLSX, 360-month schedule: p50 ${xlsx.p50.toFixed(0)} ms`);

    const other = `${server.url}/api/v1/clients/${client.id}/home-loan-repayments`;
    const idle = await otherEndpointP99(other, cookie);
    let stop = false;
    let pdfs = 0;
    const pdfLoops = Array.from({ length: 10 }, async () => {
      while (!stop) {
        await timed(`${base}.pdf`, cookie);
        pdfs++;
      }
    });
    const busy = await otherEndpointP99(other, cookie);
    stop = true;
    await Promise.all(pdfLoops);
    console.log(
      `GET a client's home loans, 10 connections: alone p50 ${idle.p50} ms p99 ${idle.p99} ms; with 10 concurrent PDF requests p50 ${busy.p50} ms p99 ${busy.p99} ms (budget p99 ≤ 50 ms; ${pdfs} PDFs rendered meanwhile, ${busy.non2xx} non-2xx)`,
    );
  } finally {
    await server.stop();
  }
}
