import { useEffect, useState } from "preact/hooks";
import { api } from "../api.js";
import { addedSentence, addSeats, ImportLinks } from "../components/ImportLinks.js";
import { SendLinks } from "../components/SendLinks.js";
import { useI18n } from "../i18n/core.js";
import { navigate } from "../lib/router.js";

/** The token of a links message's one link, taken out of the address bar so it stays in no history entry. */
function takeImportToken(): string | null {
  const m = /^#import=([\w.-]+)$/.exec(location.hash);
  if (!m) return null;
  history.replaceState(history.state, "", location.pathname + location.search);
  return m[1]!;
}

type Import = { state: "busy" } | { state: "done"; added: number; failed: number } | { state: "bad" };

/** My matches on another device, without an account: one link by e-mail that adds them all, or links pasted here. */
export function MyLinks() {
  const { t } = useI18n();
  const [imp, setImp] = useState<Import | null>(null);
  useEffect(() => {
    const token = takeImportToken();
    if (!token) return;
    setImp({ state: "busy" });
    api
      .importLinks(token)
      .then(({ seats }) => addSeats(seats.map((s) => ({ id: s.match, secret: s.secret }))))
      .then((r) => {
        setImp({ state: "done", ...r });
        if (r.added > 0) navigate("/");
      })
      .catch(() => setImp({ state: "bad" }));
  }, []);
  return (
    <div class="page narrow">
      <h1>{t("links.title")}</h1>
      <p class="lead">{t("links.lead")}</p>
      {imp && (
        <p class={imp.state === "bad" ? "links-status error" : "links-status"} role="status">
          {imp.state === "busy" ? t("links.importing") : imp.state === "bad" ? t("links.importBad") : addedSentence(t, imp)}
        </p>
      )}
      <section class="panel">
        <h2>{t("links.send")}</h2>
        <SendLinks />
      </section>
      <section class="panel">
        <h2>{t("links.importTitle")}</h2>
        <p class="muted">{t("links.importHelp")}</p>
        <ImportLinks onAdded={() => navigate("/")} />
      </section>
    </div>
  );
}
