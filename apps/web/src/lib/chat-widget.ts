const MARK = "data-chat-widget";

/**
 * Customer chat (spec §1): appends the configured widget script, once. The server sends its URL
 * only while chat is enabled, and its CSP allows exactly that script's origin.
 */
export function loadChatWidget(src: string): void {
  if (document.querySelector(`script[${MARK}]`)) return;
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  script.setAttribute(MARK, "");
  document.body.append(script);
}
