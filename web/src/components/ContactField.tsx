/** An optional e-mail or webhook input, and the labelled field around it with what is wrong with it shown under it. */
import { useI18n } from "../i18n/core.js";
import { contactProblem, type ContactKind, type ContactProblem } from "../lib/contacts.js";

interface ContactInputProps {
  kind: ContactKind;
  name: string;
  value: string;
  onInput: (v: string) => void;
  problem: ContactProblem | null;
  "aria-label"?: string;
  "aria-describedby"?: string | undefined;
  onBlur?: () => void;
}

/** The input of a contact, by its kind: the type, length and placeholder the server's check expects. */
export function ContactInput({ kind, onInput, problem, ...attrs }: ContactInputProps) {
  const { t } = useI18n();
  const common = {
    ...attrs,
    "aria-invalid": problem ? ("true" as const) : undefined,
    onInput: (e: Event) => onInput((e.currentTarget as HTMLInputElement).value),
  };
  return kind === "email" ? (
    <input type="email" maxLength={254} placeholder={t("create.emailPlaceholder")} {...common} />
  ) : (
    <input type="url" maxLength={1000} placeholder={t("create.webhookPlaceholder")} {...common} />
  );
}

/** A labelled contact field; once the form has been `checked`, what is wrong with it (if anything) under it. */
export function ContactField({
  label,
  checked,
  children,
  ...input
}: Omit<ContactInputProps, "problem"> & { label: string; checked: boolean; children?: preact.ComponentChildren }) {
  const { t } = useI18n();
  const problem = checked ? contactProblem(input.kind, input.value) : null;
  return (
    <label class="field">
      <span>{label}</span>
      <ContactInput {...input} problem={problem} />
      {problem && <small class="field-error">{t(problem)}</small>}
      {children}
    </label>
  );
}
