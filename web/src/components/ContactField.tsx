/** An optional e-mail or webhook field, styled, with what is wrong with it (a message key) shown under it. */
import { useI18n } from "../i18n/core.js";

export function ContactField({
  kind,
  name,
  label,
  value,
  onInput,
  problem,
  children,
}: {
  kind: "email" | "webhook";
  name: string;
  label: string;
  value: string;
  onInput: (v: string) => void;
  problem: "contact.badEmail" | "contact.badWebhook" | null;
  children?: preact.ComponentChildren;
}) {
  const { t } = useI18n();
  const common = {
    name,
    value,
    "aria-invalid": problem ? ("true" as const) : undefined,
    onInput: (e: Event) => onInput((e.currentTarget as HTMLInputElement).value),
  };
  return (
    <label class="field">
      <span>{label}</span>
      {kind === "email" ? (
        <input type="email" maxLength={254} placeholder={t("create.emailPlaceholder")} {...common} />
      ) : (
        <input type="url" maxLength={1000} placeholder={t("create.webhookPlaceholder")} {...common} />
      )}
      {problem && <small class="field-error">{t(problem)}</small>}
      {children}
    </label>
  );
}
