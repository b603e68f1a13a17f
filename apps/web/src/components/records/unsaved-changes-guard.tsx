import { Button, Group, Modal, Text } from "@mantine/core";
import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * Warns before unsaved changes are lost: leaving for another route inside the app (a dialog)
 * and closing or reloading the tab (the browser's own prompt). A change of the search only
 * (e.g. ?compare=…) is not leaving. Returns the dialog to render and `allowLeaving`, for a
 * navigation that must not ask (after Delete).
 */
export function useUnsavedChangesGuard(dirty: boolean, onSave: () => Promise<boolean>) {
  const bypass = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const allowLeaving = useCallback(() => {
    bypass.current = true;
  }, []);

  const blocked = blocker.state === "blocked";
  const dialog = (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      centered
      radius="lg"
    >
      <Text size="sm" mb="lg">
        You have changes that are not saved. If you leave now, they are lost.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          Stay
        </Button>
        <Button variant="light" color="red" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
        <Button
          onClick={() => {
            void onSave().then((saved) => {
              if (saved) blocker.proceed?.();
              else blocker.reset?.();
            });
          }}
        >
          Save and leave
        </Button>
      </Group>
    </Modal>
  );
  return { dialog, allowLeaving };
}
