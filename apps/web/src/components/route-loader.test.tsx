import { MantineProvider } from "@mantine/core";
import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { theme } from "@/app/theme";
import { LOADER_ROTATE_MS, ROUTE_LOADER_DELAY_MS, ROUTE_LOADER_HIDE_MS } from "@/lib/constants";
import { FullScreenLoader } from "./full-screen-loader";
import { RouteLoader } from "./route-loader";

/** /slow's loader waits `slowMs`; /fast's answers at once. */
function renderAt(path: string, slowMs: number) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <RouteLoader />
            <Outlet />
          </>
        ),
        children: [
          { path: "/clients", element: <p>clients</p> },
          { path: "/fast", loader: () => null, element: <p>fast</p> },
          {
            path: "/slow",
            loader: () => new Promise((resolve) => setTimeout(() => resolve(null), slowMs)),
            element: <p>slow</p>,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

/** Starts a navigation and lets React render its pending state, without waiting for it to end. */
function startNavigation(router: ReturnType<typeof renderAt>, to: string): Promise<void> {
  let going: Promise<void> = Promise.resolve();
  act(() => {
    going = router.navigate(to);
  });
  return going;
}

const loader = () => screen.queryByRole("status", { name: "Loading page" });

describe("RouteLoader (spec §2 and §9)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("never covers a screen that is already there or arrives within the delay", async () => {
    const router = renderAt("/clients", ROUTE_LOADER_DELAY_MS - 50);
    expect(loader()).toBeNull();
    await act(() => router.navigate("/fast"));
    expect(screen.getByText("fast")).not.toBeNull();
    expect(loader()).toBeNull();

    const going = startNavigation(router, "/slow");
    for (let t = 0; t < ROUTE_LOADER_DELAY_MS; t += 25) {
      await act(() => vi.advanceTimersByTimeAsync(25));
      expect(loader()).toBeNull();
    }
    await act(() => going);
    expect(screen.getByText("slow")).not.toBeNull();
    expect(loader()).toBeNull();
  });

  it("covers a slow navigation after the delay and is gone once the screen has settled", async () => {
    const router = renderAt("/clients", 2000);
    const going = startNavigation(router, "/slow");
    await act(() => vi.advanceTimersByTimeAsync(ROUTE_LOADER_DELAY_MS - 10));
    expect(loader()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(loader()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await act(() => going);
    expect(screen.getByText("slow")).not.toBeNull();
    // Spec §9: hidden at most 900 ms after the route change; here at once.
    expect(loader()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(ROUTE_LOADER_HIDE_MS));
    expect(loader()).toBeNull();
  });

  it("rotates Loading..., Almost there..., Processing... every 2 seconds", () => {
    render(
      <MantineProvider theme={theme}>
        <FullScreenLoader />
      </MantineProvider>,
    );
    const seen = [loader()?.textContent];
    for (let i = 0; i < 3; i++) {
      act(() => vi.advanceTimersByTime(LOADER_ROTATE_MS));
      seen.push(loader()?.textContent);
    }
    expect(seen).toEqual(["Loading...", "Almost there...", "Processing...", "Loading..."]);
  });
});
