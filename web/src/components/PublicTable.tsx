import { LANG_NAMES, LANGS, useI18n, type Lang } from "../i18n/core.js";

/** The new-match form's open-table choice: listed in the lobby (/lobby), with the languages the creator speaks. */
export interface PublicChoice {
  public: boolean;
  languages: Lang[];
}

export const publicFields = (c: PublicChoice) => (c.public ? { public: true, languages: c.languages } : {});

export function PublicTable({ value, onChange }: { value: PublicChoice; onChange: (c: PublicChoice) => void }) {
  const { t } = useI18n();
  const toggle = (l: Lang, on: boolean) => {
    const languages = LANGS.filter((x) => (x === l ? on : value.languages.includes(x)));
    // at least one: the last one stays ticked
    if (languages.length > 0) onChange({ ...value, languages });
  };
  return (
    <fieldset>
      <legend>{t("create.lobby")}</legend>
      <label class="check">
        <input
          type="checkbox"
          name="public"
          checked={value.public}
          onChange={(e) => onChange({ ...value, public: (e.currentTarget as HTMLInputElement).checked })}
        />
        <span>{t("create.public")}</span>
      </label>
      <p class="muted small">{t("create.publicHelp")}</p>
      {value.public && (
        <div class="row" role="group" aria-label={t("create.languages")}>
          <span class="small">{t("create.languages")}</span>
          {LANGS.map((l) => (
            <label class="check inline">
              <input
                type="checkbox"
                name={`speaks-${l}`}
                checked={value.languages.includes(l)}
                onChange={(e) => toggle(l, (e.currentTarget as HTMLInputElement).checked)}
              />
              <span lang={l}>{LANG_NAMES[l]}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
