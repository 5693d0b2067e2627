import { Component, type ComponentType, type FunctionComponent, h } from "preact";

/**
 * `C` drawn again only when one of its props changed (compared one by one, by identity). preact/compat's `memo` does
 * the same, but importing compat installs a hook on every element Preact creates, which costs more than it saves here.
 */
export function memo<P extends object>(C: FunctionComponent<P>): ComponentType<P> {
  return class Memo extends Component<P> {
    override shouldComponentUpdate(next: P): boolean {
      const before = this.props as Record<string, unknown>;
      const after = next as Record<string, unknown>;
      const keys = Object.keys(after);
      return keys.length !== Object.keys(before).length || keys.some((k) => !Object.is(before[k], after[k]));
    }
    render() {
      return h(C, this.props);
    }
  };
}
