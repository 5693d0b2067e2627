import type { ComponentChildren } from "preact";
import { useEffect, useState } from "preact/hooks";

/** History-API routing: the worker's assets layer answers every page path with index.html (SPA fallback). */
const listeners = new Set<() => void>();

export function navigate(to: string, replace = false): void {
  if (replace) history.replaceState(null, "", to);
  else history.pushState(null, "", to);
  for (const fn of listeners) fn();
  if (!replace) window.scrollTo(0, 0);
}

export function useLocation(): { path: string; search: string } {
  const read = () => ({ path: location.pathname, search: location.search });
  const [loc, setLoc] = useState(read);
  useEffect(() => {
    const update = () => setLoc(read());
    listeners.add(update);
    window.addEventListener("popstate", update);
    return () => {
      listeners.delete(update);
      window.removeEventListener("popstate", update);
    };
  }, []);
  return loc;
}

export interface LinkProps {
  href: string;
  class?: string | undefined;
  children: ComponentChildren;
  "aria-label"?: string;
  "aria-current"?: "page" | "step" | undefined;
}

export function Link(props: LinkProps) {
  const { href, children, ...rest } = props;
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}

/** Reads a `#key=value` fragment once and removes it from the address bar (seat secrets and invites travel there). */
export function takeFragment(key: string): string | null {
  const v = takeFragmentOf(key);
  return v === "malformed" ? null : v;
}

/** As takeFragment, but tells a key that is there with a value that cannot be one ("malformed") from a missing one (null). */
export function takeFragmentOf(key: string): string | null | "malformed" {
  const m = new RegExp(`(?:^#|&)${key}=([A-Za-z0-9_-]{16,128})(?:&|$)`).exec(location.hash);
  const there = new RegExp(`(?:^#|&)${key}=`).test(location.hash);
  if (location.hash) history.replaceState(null, "", location.pathname + location.search);
  return m ? m[1]! : there ? "malformed" : null;
}
