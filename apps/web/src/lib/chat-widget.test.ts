import { afterEach, describe, expect, it } from "vitest";
import { loadChatWidget } from "./chat-widget";

describe("loadChatWidget", () => {
  afterEach(() => {
    for (const script of document.querySelectorAll("script[data-chat-widget]")) script.remove();
  });

  it("appends the widget script once, async", () => {
    loadChatWidget("https://chat.example.com/widget.js");
    loadChatWidget("https://chat.example.com/widget.js");
    const scripts = document.querySelectorAll<HTMLScriptElement>("script[data-chat-widget]");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe("https://chat.example.com/widget.js");
    expect(scripts[0]?.async).toBe(true);
  });
});
