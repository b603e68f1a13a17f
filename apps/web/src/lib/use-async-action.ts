import { useCallback, useRef, useState } from "react";

type ActionState<Input> =
  | { status: "idle"; error: null; input: undefined }
  | { status: "pending"; error: null; input: Input }
  | { status: "success"; error: null; input: Input }
  | { status: "error"; error: Error; input: Input };

/**
 * One asynchronous action and where it stands (idle, pending, done, failed with its error and
 * the input it was called with). The signed-out pages use it instead of a query client, which
 * they would load for nothing else.
 */
export function useAsyncAction<Input, Output>(
  action: (input: Input) => Promise<Output>,
  onSuccess?: (output: Output, input: Input) => void,
) {
  const [state, setState] = useState<ActionState<Input>>({
    status: "idle",
    error: null,
    input: undefined,
  });
  const latest = useRef(0);
  const run = useCallback(
    (input: Input) => {
      const call = ++latest.current;
      setState({ status: "pending", error: null, input });
      action(input).then(
        (output) => {
          if (call !== latest.current) return;
          setState({ status: "success", error: null, input });
          onSuccess?.(output, input);
        },
        (error: unknown) => {
          if (call !== latest.current) return;
          setState({
            status: "error",
            error: error instanceof Error ? error : new Error(String(error)),
            input,
          });
        },
      );
    },
    [action, onSuccess],
  );
  return {
    run,
    error: state.error,
    input: state.input,
    isPending: state.status === "pending",
    isSuccess: state.status === "success",
  };
}
