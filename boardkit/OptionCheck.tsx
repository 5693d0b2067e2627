interface OptionCheckProps {
  /** The option's key in the game's options. */
  name: string;
  value: Record<string, unknown>;
  onChange(value: Record<string, unknown>): void;
  title: string;
  help: string;
  /** Shown but off (the option does not apply to this player count). */
  disabled?: boolean;
}

/** One on/off game option: a checkbox bound to `value[name]`, with its title and a line of help. */
export function OptionCheck({ name, value, onChange, title, help, disabled = false }: OptionCheckProps) {
  return (
    <label class={disabled ? "check disabled" : "check"}>
      <input
        type="checkbox"
        name={name}
        disabled={disabled}
        checked={!disabled && value[name] === true}
        onChange={(e) => onChange({ ...value, [name]: (e.currentTarget as HTMLInputElement).checked })}
      />
      <span>
        <strong>{title}</strong>
        <small>{help}</small>
      </span>
    </label>
  );
}
