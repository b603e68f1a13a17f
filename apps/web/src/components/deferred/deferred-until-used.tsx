import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from "react";
import { noteInteraction, useFirstInteraction } from "@/lib/first-interaction";

/** What the loaded component is told: the person already asked for it (open it at once). */
export interface DeferredProps {
  requested: boolean;
}

/** What a placeholder is given: call it when the person acts on the placeholder. */
export interface PlaceholderProps {
  onRequest: () => void;
}

const FOCUSABLE = "button, a[href], input, select, textarea, [tabindex]:not([tabindex='-1'])";

/**
 * A component whose code loads on the first interaction with the page (see
 * `useFirstInteraction`); until it arrives `Placeholder` stands in, looking the same. Acting on
 * the placeholder first is remembered (`requested`), and focus inside it stays inside.
 */
export function deferredUntilUsed<P extends object>(
  load: () => Promise<ComponentType<P & DeferredProps>>,
  Placeholder: ComponentType<P & PlaceholderProps>,
): ComponentType<P> {
  let loading: Promise<ComponentType<P & DeferredProps>> | null = null;
  let loaded: ComponentType<P & DeferredProps> | null = null;
  const loadOnce = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };

  function DeferredUntilUsed(props: P) {
    const used = useFirstInteraction();
    const [Loaded, setLoaded] = useState(() => loaded);
    const [requested, setRequested] = useState(false);
    const box = useRef<HTMLSpanElement>(null);
    const refocus = useRef(false);

    useEffect(() => {
      if (!used || Loaded) return;
      let current = true;
      loadOnce()
        .then((component) => {
          if (!current) return;
          // Decided now, before the swap: the placeholder about to go may hold the focus.
          refocus.current = box.current?.contains(document.activeElement) ?? false;
          setLoaded(() => component);
        })
        // A failed load (offline) leaves the placeholder; the next page load tries again.
        .catch(() => {
          loading = null;
        });
      return () => {
        current = false;
      };
    }, [used, Loaded]);

    useLayoutEffect(() => {
      if (!Loaded || !refocus.current) return;
      refocus.current = false;
      const active = document.activeElement;
      if (active === null || active === document.body) {
        box.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      }
    }, [Loaded]);

    return (
      // display: contents — the box is not laid out; its children sit in the parent's layout.
      <span ref={box} style={{ display: "contents" }}>
        {Loaded ? (
          <Loaded {...props} requested={requested} />
        ) : (
          <Placeholder
            {...props}
            onRequest={() => {
              setRequested(true);
              noteInteraction();
            }}
          />
        )}
      </span>
    );
  }
  return DeferredUntilUsed;
}
