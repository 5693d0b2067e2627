import type { WongarKey } from "../texts/en.js";
import type { T as Translator } from "../../../i18n/core.js";
import type { CommonKey } from "../../../i18n/common/en.js";
import type { KitKey } from "../../../boardkit/texts/en.js";
import { boardTexts } from "../../../boardkit/load.js";
import type { WongarBoardKey } from "./i18n/en.js";

/** Every key of Wongar's texts in the app: those it shares with messages, and its board's own. */
export type WongarUiKey = WongarKey | WongarBoardKey;

/** The board's translator: its own texts, the words shared with messages and the board kit's. */
export type T = Translator<WongarUiKey | CommonKey | KitKey>;

/** Wongar's texts, one chunk per language, loaded with the board in the reader's language. */
export const texts = boardTexts<WongarUiKey>({
  en: [() => import("../texts/en.js"), () => import("./i18n/en.js")],
  fr: [() => import("../texts/fr.js"), () => import("./i18n/fr.js")],
  de: [() => import("../texts/de.js"), () => import("./i18n/de.js")],
  it: [() => import("../texts/it.js"), () => import("./i18n/it.js")],
});
