import { MantineProvider } from "@mantine/core";
import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { theme } from "@/app/theme";
import { LOADER_ROTATE_MS, ROUTE_LOADER_HIDE_MS } from "@/lib/constants";
import { FullScreenLoader } from "./full-screen-loader";
import { RouteLoader } from "./route-loader";

function renderAt(path: string) {
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
          { path: "/company", element: <p>company</p> },
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

const loader = () => screen.queryByRole("status", { name: "Loading page" });

describe("RouteLoader (spec §2 and §9)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("hides 900 ms after the route changes, and shows again on the next change", async () => {
    const router = renderAt("/clients");
    expect(loader()).not.toBeNull();
    act(() => vi.advanceTimersByTime(ROUTE_LOADER_HIDE_MS - 1));
    expect(loader()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(loader()).toBeNull();

    await act(() => router.navigate("/company"));
    expect(loader()).not.toBeNull();
    act(() => vi.advanceTimersByTime(ROUTE_LOADER_HIDE_MS));
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
