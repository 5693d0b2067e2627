import { render } from "preact";
import { App } from "./app.js";
import { setReimport } from "../../boardkit/load.js";
import { registerServiceWorker } from "./lib/service-worker.js";
import "./styles.css";

// a chunk that failed to load is imported again under a new URL (i18n/load.ts `retrying`)
setReimport((url) => import(/* @vite-ignore */ url));

render(<App />, document.getElementById("app")!);
registerServiceWorker();
