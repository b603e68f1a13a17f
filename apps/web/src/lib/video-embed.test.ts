import { describe, expect, it } from "vitest";
import { videoEmbedUrl } from "./video-embed";

describe("videoEmbedUrl", () => {
  it("turns a YouTube watch link into the embed link on the same origin", () => {
    expect(videoEmbedUrl("https://www.youtube.com/watch?v=abc123XYZ&t=4s")).toBe(
      "https://www.youtube.com/embed/abc123XYZ",
    );
  });

  it("leaves embed links and other hosts as they are", () => {
    expect(videoEmbedUrl("https://www.youtube.com/embed/abc")).toBe(
      "https://www.youtube.com/embed/abc",
    );
    expect(videoEmbedUrl("https://player.vimeo.com/video/1")).toBe(
      "https://player.vimeo.com/video/1",
    );
    expect(videoEmbedUrl("not a url")).toBe("not a url");
  });
});
