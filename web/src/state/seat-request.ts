import { useState } from "preact/hooks";
import { ApiError } from "../api.js";

/**
 * What the seat panel's requests hold (web/src/components/SeatSettings.tsx): one at a time (`busy`), whether the last
 * one saved, and the error it met.
 */
export function useSeatRequest() {
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [err, setErr] = useState<ApiError | null>(null);
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setErr(null);
    setSaved(false);
    try {
      await fn();
      setSaved(true);
    } catch (e) {
      setErr(e instanceof ApiError ? e : new ApiError(0, "network", String(e)));
    } finally {
      setBusy(false);
    }
  };
  return { busy, saved, err, setErr, run };
}

export type SeatRequest = ReturnType<typeof useSeatRequest>;
