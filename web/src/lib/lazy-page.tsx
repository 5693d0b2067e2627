import type { ComponentType } from "preact";
import { useEffect, useState } from "preact/hooks";
import { retrying } from "../../../boardkit/load.js";
import { LoadFailed, Loading } from "../components/common.js";
import { useI18n } from "../i18n/core.js";

/**
 * A page whose code is a chunk of its own, loaded when first shown (tried twice, `retrying`), with the loading state,
 * then "did not load" and Try again. For pages a match page never needs: the new-match form and the invitation carry
 * the contact checks (ipaddr.js and the address ranges, 5 KB gzipped), which the match page's first load did too.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function LazyPage(props: P) {
    const { t } = useI18n();
    const [Page, setPage] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    const [tries, setTries] = useState(0);
    useEffect(() => {
      if (Page) return;
      let live = true;
      retrying(load).then(
        (C) => {
          loaded = C;
          if (live) setPage(() => C);
        },
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [tries]);
    if (Page) return <Page {...props} />;
    if (failed) return <LoadFailed message={t("page.failed")} onRetry={() => (setFailed(false), setTries((n) => n + 1))} />;
    return <Loading />;
  };
}
