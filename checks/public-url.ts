/**
 * Where the server may send a request a user asked for: webhooks and push endpoints. Checked when the URL is
 * given and again right before each delivery (a stored URL may predate a rule). The Worker cannot resolve DNS
 * before fetching, so the check is on the name: an https URL whose host is a public DNS name — never an IP
 * literal in any spelling, a single-label name, a reserved or internal suffix, or a name made to resolve to an
 * address written inside it (127.0.0.1.nip.io, fe80--1.sslip.io). Delivery never follows redirects (delivery/channels.ts).
 * What is an address, in which spelling, and which of its ranges is public, ipaddr.js decides (IPv4 in any of its
 * forms, IPv6 with or without a zone, IPv4 mapped into IPv6, the special-purpose ranges of RFC 6890 and after).
 */
import ipaddr from "ipaddr.js";

/** Suffixes that never name a public host (RFC 6761, RFC 8375, cloud-internal zones, common private ones). */
const PRIVATE_SUFFIXES = [
  "localhost",
  "local",
  "localdomain",
  "internal",
  "intranet",
  "private",
  "corp",
  "home",
  "lan",
  "home.arpa",
  "arpa",
  "test",
  "invalid",
  "example",
  "onion",
  "alt",
];

/** Public names that resolve to loopback or to an address spelled inside them. */
const REBINDING_DOMAINS = ["nip.io", "sslip.io", "xip.io", "localtest.me", "lvh.me", "vcap.me", "lacolhost.com", "traefik.me"];

/** Cloud metadata names that are not under an internal suffix. */
const METADATA_NAMES = ["metadata", "metadata.google.internal", "instance-data", "metadata.azure.com", "metadata.packet.net"];

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** A top-level domain is letters (or an IDN's punycode): a numeric last label would make it an IPv4 address. */
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
/** Four numbers in a row, however separated (dots, dashes, as in 10-0-0-1.example.com). */
const EMBEDDED_IPV4 = /(?:^|[.-])\d{1,3}[.-]\d{1,3}[.-]\d{1,3}[.-]\d{1,3}(?:$|[.-])/;

const under = (host: string, suffix: string) => host === suffix || host.endsWith(`.${suffix}`);

/** `text` as an IP address (IPv4 mapped into IPv6 read as the IPv4 it carries), or null. */
function addressOf(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  return ipaddr.isValid(text) ? ipaddr.process(text) : null;
}

/** An IP literal refused, naming the range ipaddr.js puts it in ("loopback", "private", "unicast"…). */
const literalProblem = (a: ipaddr.IPv4 | ipaddr.IPv6) => {
  const range = a.range() === "unicast" ? "public" : a.range();
  return `an IP address (${a.kind() === "ipv4" ? "IPv4" : "IPv6"}, ${range}) is not allowed, only a public host name`;
};

/**
 * A label that spells a non-public IPv6 address with dashes for colons, as the wildcard DNS services resolve them
 * (`fe80--1` is fe80::1, `0--ffff-a00-1` ::ffff:10.0.0.1): any range but public unicast. A public one
 * (`2a01-4f8--1`, `cafe--babe`) may be a plain name, and resolves at most to the public address it spells.
 */
function dashedV6Problem(labels: readonly string[]): string | null {
  for (const label of labels) {
    if (!label.includes("-")) continue;
    const a = addressOf(label.replace(/-/g, ":"));
    if (a && a.range() !== "unicast") return `a host name that encodes an IP address (${a.range()}) is not allowed`;
  }
  return null;
}

/** Why `host` (as the URL parser gives it: lower case, IPv4 forms normalized, IPv6 in brackets) is not a public DNS name, or null. */
export function hostProblem(rawHost: string): string | null {
  const host = rawHost.replace(/\.$/, "");
  const literal = addressOf(host.replace(/^\[(.*)\]$/, "$1"));
  if (literal) return literalProblem(literal);
  // what the URL parser would not leave as an address is no host name either (brackets, colons, a bare number)
  if (/[[\]:]/.test(host) || /^[\d.]+$/.test(host) || /^0x/i.test(host)) return "an IP address is not allowed, only a public host name";
  const labels = host.split(".");
  if (labels.length < 2) return "a single-label host name is not public";
  if (host.length > 253 || !labels.every((l) => LABEL.test(l))) return "not a valid host name";
  if (!TLD.test(labels[labels.length - 1]!)) return "not a public top-level domain";
  if (PRIVATE_SUFFIXES.some((s) => under(host, s))) return "an internal or reserved host name is not allowed";
  if (METADATA_NAMES.some((s) => under(host, s)) || labels[0] === "metadata") return "a metadata host name is not allowed";
  if (REBINDING_DOMAINS.some((s) => under(host, s)) || EMBEDDED_IPV4.test(host))
    return "a host name that encodes an IP address is not allowed";
  return dashedV6Problem(labels);
}

/** Why `url` is not an https URL to a public host, or null. */
export function publicUrlProblem(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return "not a URL";
  }
  if (u.protocol !== "https:") return "only https:// URLs are allowed";
  if (u.username || u.password) return "a URL with a user name or password is not allowed";
  return hostProblem(u.hostname);
}

/** The web push services browsers use: FCM (Chrome, Edge on Android), Mozilla autopush, Apple, Windows WNS. */
const PUSH_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com"];
const PUSH_SUFFIXES = ["push.services.mozilla.com", "push.apple.com", "notify.windows.com"];

/** Why `url` is not an endpoint of a known push service, or null. */
export function pushEndpointProblem(url: string): string | null {
  const p = publicUrlProblem(url);
  if (p) return p;
  const host = new URL(url).hostname.replace(/\.$/, "");
  if (PUSH_HOSTS.includes(host) || PUSH_SUFFIXES.some((s) => host.endsWith(`.${s}`))) return null;
  return "not the endpoint of a known push service (FCM, Mozilla, Apple, Windows)";
}
