/**
 * Runs `task` once the page has loaded and the browser is idle, then after `delayMs` more: for
 * work the first screen does not need (service worker, chat widget, the config stream), so it
 * never competes with the screen's own code and data. Returns a cancel function.
 */
export function afterFirstPaint(task: () => void, delayMs = 0): () => void {
  let cancelled = false;
  let timer: number | undefined;
  let idle: number | undefined;
  const run = () => {
    if (!cancelled) timer = window.setTimeout(task, delayMs);
  };
  const start = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") {
      idle = window.requestIdleCallback(run, { timeout: 2000 });
    } else {
      run();
    }
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", start);
    if (timer !== undefined) window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
