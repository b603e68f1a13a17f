import { useEffect, useState } from "react";

/** Cycles through `messages`, one every `intervalMs` (spec §9: loader messages change every 2 s). */
export function useRotatingMessage(messages: readonly string[], intervalMs: number): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (messages.length < 2) return;
    const timer = window.setInterval(() => {
      setIndex((current) => (current + 1) % messages.length);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [messages, intervalMs]);
  return messages[index] ?? "";
}
