/**
 * The service worker (web/sw.js, built into /sw.js) on every page of the built app: it keeps the app shell, so a
 * match opened before opens offline, and it shows push notices (docs/install.md). The development server has none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  // after the page's own loads; a browser that refuses it (private mode, a policy) runs the app as before, online
  addEventListener("load", () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined), { once: true });
}
