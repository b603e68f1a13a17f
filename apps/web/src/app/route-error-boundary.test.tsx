import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { type ComponentType, lazy } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { routeErrorElement } from "./route-error-boundary";
import { theme } from "./theme";

const chunkFailure = () =>
  new TypeError("Failed to fetch dynamically imported module: /assets/company-screen-1a2b.js");

function renderRoute(options: {
  screen: () => Promise<never>;
  errorScreen: () => Promise<{ default: ComponentType }>;
}) {
  const ErrorScreen = lazy(options.errorScreen);
  const router = createMemoryRouter(
    [
      {
        path: "/",
        lazy: async () => options.screen(),
        errorElement: (() => {
          const Boundary = routeErrorElement(ErrorScreen, { fullPage: true });
          return <Boundary />;
        })(),
      },
    ],
    { initialEntries: ["/"] },
  );
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe("a route whose code cannot be downloaded (review B3-9: the page went blank)", () => {
  it("says so and offers Reload, without downloading the error screen", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const errorScreen = vi.fn(() => Promise.reject(chunkFailure()));
    renderRoute({ screen: () => Promise.reject(chunkFailure()), errorScreen });
    expect(
      await screen.findByRole("heading", { name: "This page could not be loaded" }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(errorScreen).not.toHaveBeenCalled();
  });

  it("another failure gets the error screen, and if that screen cannot be downloaded either, the same Reload", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderRoute({
      screen: () => Promise.reject(new Error("loader failed")),
      errorScreen: () => Promise.reject(chunkFailure()),
    });
    expect(
      await screen.findByRole("heading", { name: "This page could not be loaded" }),
    ).toBeTruthy();
  });

  it("another failure shows the error screen when it downloads", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderRoute({
      screen: () => Promise.reject(new Error("loader failed")),
      errorScreen: async () => ({ default: () => <h1>Something went wrong</h1> }),
    });
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
  });
});
