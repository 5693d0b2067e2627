import { useEffect, useState } from "preact/hooks";
import { api, type ServerConfig } from "../api.js";

let cached: Promise<ServerConfig | null> | null = null;

/** GET /api/config once per page load (null while loading or when it fails). */
export function loadConfig(): Promise<ServerConfig | null> {
  cached ??= api.config().catch(() => null);
  return cached;
}

export function useConfig(): ServerConfig | null {
  const [cfg, setCfg] = useState<ServerConfig | null>(null);
  useEffect(() => {
    let live = true;
    void loadConfig().then((c) => live && setCfg(c));
    return () => {
      live = false;
    };
  }, []);
  return cfg;
}
