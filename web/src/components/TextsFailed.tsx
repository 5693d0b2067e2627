import { Empty } from "./common.js";

/** The page when no language's texts arrived, not even English: nothing to translate with, so it is in English. */
export function NoTexts() {
  return (
    <main id="main">
      <div role="alert">
        <Empty title="Waka could not load its texts">
          <p>Check your connection, then reload the page.</p>
          <button type="button" class="primary" onClick={() => location.reload()}>
            Reload
          </button>
        </Empty>
      </div>
    </main>
  );
}
