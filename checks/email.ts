/** The e-mail address syntax the server accepts and the web form checks first (one copy for both). */

/** RFC 5321/5322 dot-atom local part and a host name whose top-level domain is letters: no quoting, no IP literal. */
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TLD = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export function isEmail(v: string): boolean {
  if (v.length > 254) return false;
  const at = v.lastIndexOf("@");
  if (at < 1) return false;
  const local = v.slice(0, at);
  const labels = v.slice(at + 1).split(".");
  return (
    local.length <= 64 &&
    LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((l) => DOMAIN_LABEL.test(l)) &&
    TLD.test(labels[labels.length - 1]!)
  );
}
