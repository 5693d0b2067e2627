import { render } from "preact";
import { App } from "./app.js";
import { setReimport } from "../../boardkit/load.js";
import { registerServiceWorker } from "./lib/service-worker.js";
import { hintedGame } from "./boards/hint.js";
import { hasBoard, loadBoard } from "./boards/registry.js";
import { matchRoute } from "./lib/match-route.js";
import "./styles.css";

// a chunk that failed to load is imported again under a new URL (i18n/load.ts `retrying`)
setReimport((url) => import(/* @vite-ignore */ url));

// a match page's board starts loading with the app itself, beside its texts and the match (boards/hint.ts)
const match = matchRoute(location.pathname);
const game = match && match.page !== "join" ? hintedGame(match.id) : undefined; // the invitation shows no board
if (game && hasBoard(game)) loadBoard(game).catch(() => undefined); // the page asks again, and says so if it fails

render(<App />, document.getElementById("app")!);
registerServiceWorker();
