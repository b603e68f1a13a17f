import autocannon from "autocannon";
import { maxSizeHomeLoanInputs } from "../apps/server/test/support/max-size-home-loan";
import { signUpSubscriber } from "./sign-up-adviser";
import { benchPort, startServer } from "./start-server";

/*
 * Reports: a 30-year home loan's PDF rendered (distinct records) and served again from the PDF
 * cache, and its Word report (budgets: PDF p50 ≤ 500 ms, DOCX ≤ 200 ms). Then fairness: company
 * A floods maximum-size home-loan PDFs (600 months, tens of seconds each) while company B asks
 * for small transfer-duty PDFs one at a time — B's latency against B's own on an idle server,
 * A's 429s — and another endpoint's latency meanwhile (budget: its p99 ≤ 50 ms; PDFs render on
 * worker threads, see ADR 013). Ratios, because the machine is shared.
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

const percentiles = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
};

/** Each URL once, one after another (distinct records: every one is really rendered). */
async function eachOnce(urls: string[], cookie: string) {
  const times: number[] = [];
  for (const url of urls) times.push(await timed(url, cookie));
  return percentiles(times);
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
    const a = await signUpSubscriber(server);
    const b = await signUpSubscriber(server);
    const poster = (cookie: string) => async (path: string, body: unknown) => {
      const res = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url, cookie },
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { id: string };
    };
    const postA = poster(a.cookie);
    const postB = poster(b.cookie);
    const client = await postA("/api/v1/clients", { clientName: "Zoë", clientSurname: "Müller" });
    const loans: string[] = [];
    for (let i = 0; i < 8; i++) {
      const loan = await postA("/api/v1/home-loan-repayments", {
        clientId: client.id,
        description: `30-year bond ${i}`,
        inputs: LOAN_30Y,
      });
      loans.push(`${server.url}/api/v1/home-loan-repayments/${loan.id}/report`);
    }
    const base = loans[0] ?? "";

    await timed(`${base}.pdf`, a.cookie); // workers warm
    const rendered = await eachOnce(
      loans.slice(1).map((l) => `${l}.pdf`),
      a.cookie,
    );
    const cached = await series(`${base}.pdf`, a.cookie);
    console.log(
      `PDF, 30-year home loan: rendered p50 ${rendered.p50.toFixed(0)} ms p95 ${rendered.p95.toFixed(0)} ms (${loans.length - 1} records, budget p50 ≤ 500 ms); from the cache p50 ${cached.p50.toFixed(1)} ms p95 ${cached.p95.toFixed(1)} ms (${(rendered.p50 / cached.p50).toFixed(0)}× faster)`,
    );
    const docx = await series(`${base}.docx`, a.cookie);
    console.log(
      `DOCX, 30-year home loan: p50 ${docx.p50.toFixed(0)} ms, p95 ${docx.p95.toFixed(0)} ms (budget ≤ 200 ms)`,
    );
    const xlsx = await series(`${base}.xlsx`, a.cookie);
    console.log(`XLSX, 360-month schedule: p50 ${xlsx.p50.toFixed(0)} ms`);

    // Company B's small PDFs: distinct transfer-duty records, so none comes from the cache.
    const bClient = await postB("/api/v1/clients", { clientName: "Sipho", clientSurname: "Dube" });
    const smallPdfs: string[] = [];
    for (let i = 0; i < 16; i++) {
      const duty = await postB("/api/v1/transfer-duties", {
        clientId: bClient.id,
        description: `Flat ${i}`,
      });
      smallPdfs.push(`${server.url}/api/v1/transfer-duties/${duty.id}/report.pdf`);
    }
    const bIdle = await eachOnce(smallPdfs.slice(0, 8), b.cookie);
    const other = `${server.url}/api/v1/clients/${client.id}/home-loan-repayments`;
    const idle = await otherEndpointP99(other, a.cookie);

    // Company A floods: maximum-size home loans, each a distinct record, 6 requests at a time.
    const big: string[] = [];
    for (let i = 0; i < 12; i++) {
      const loan = await postA("/api/v1/home-loan-repayments", {
        clientId: client.id,
        description: `Maximum bond ${i}`,
        inputs: maxSizeHomeLoanInputs(),
      });
      big.push(`${server.url}/api/v1/home-loan-repayments/${loan.id}/report.pdf`);
    }
    let stop = false;
    const flood = { requests: 0, ok: 0, refused: 0, failed: 0 };
    let next = 0;
    const floodLoops = Array.from({ length: 6 }, async () => {
      while (!stop) {
        const url = big[next++ % big.length] ?? "";
        flood.requests++;
        const res = await fetch(url, { headers: { cookie: a.cookie } }).catch(() => null);
        await res?.arrayBuffer().catch(() => null);
        if (res?.status === 200) flood.ok++;
        else if (res?.status === 429) {
          flood.refused++;
          await new Promise((r) => setTimeout(r, 1_000));
        } else flood.failed++;
      }
    });
    await new Promise((r) => setTimeout(r, 1_000));
    const bFlooded = await eachOnce(smallPdfs.slice(8), b.cookie);
    console.log(
      `Company B's 1-page PDF: idle p50 ${bIdle.p50.toFixed(0)} ms p95 ${bIdle.p95.toFixed(0)} ms; while company A floods maximum-size home loans p50 ${bFlooded.p50.toFixed(0)} ms p95 ${bFlooded.p95.toFixed(0)} ms (${(bFlooded.p50 / bIdle.p50).toFixed(1)}× idle)`,
    );

    const busy = await otherEndpointP99(other, a.cookie);
    stop = true;
    console.log(
      `Company A's flood so far: ${flood.requests} requests, ${flood.refused} answered 429, ${flood.ok} PDFs made, ${flood.failed} other answers (no 5xx expected)`,
    );
    console.log(
      `GET a client's home loans, 10 connections: alone p50 ${idle.p50} ms p99 ${idle.p99} ms; during the flood p50 ${busy.p50} ms p99 ${busy.p99} ms (budget p99 ≤ 50 ms; ${busy.non2xx} non-2xx)`,
    );
    void Promise.allSettled(floodLoops);
  } finally {
    await server.stop();
  }
}
