/**
 * Issue #42 item 5: which hosts a webhook or push URL may name (checks/public-url.ts), now that ipaddr.js reads the
 * addresses: an IP literal in any spelling is refused and named by its range, an address mapped into IPv6 is read
 * as the IPv4 it carries, and a label that spells a non-public IPv6 address with dashes is refused like the dotted
 * IPv4 ones. The same checks run in the web form and at the API's edge (tests/worker/outbound-urls.test.ts).
 */
import { describe, expect, it } from "vitest";
import { hostProblem, publicUrlProblem } from "../../checks/public-url.js";

describe("public URLs", () => {
  it.each([
    ["https://127.0.0.1/", "IPv4, loopback"],
    ["https://127.1/", "IPv4, loopback"],
    ["https://2130706433/", "IPv4, loopback"],
    ["https://0x7f.0.0.1/", "IPv4, loopback"],
    ["https://0177.0.0.1/", "IPv4, loopback"],
    ["https://10.1.2.3/", "IPv4, private"],
    ["https://100.64.0.1/", "IPv4, carrierGradeNat"],
    ["https://169.254.169.254/", "IPv4, linkLocal"],
    ["https://0.0.0.0/", "IPv4, unspecified"],
    ["https://8.8.8.8/", "IPv4, public"],
    ["https://[::1]/", "IPv6, loopback"],
    ["https://[::]/", "IPv6, unspecified"],
    ["https://[fe80::1]/", "IPv6, linkLocal"],
    ["https://[fd12:3456::1]/", "IPv6, uniqueLocal"],
    ["https://[64:ff9b::a00:1]/", "IPv6, rfc6052"],
    ["https://[2002:a00:1::]/", "IPv6, 6to4"],
    ["https://[2606:4700::1111]/", "IPv6, public"],
    // mapped into IPv6, in both spellings: the IPv4 address it carries
    ["https://[::ffff:169.254.169.254]/", "IPv4, linkLocal"],
    ["https://[::ffff:7f00:1]/", "IPv4, loopback"],
    ["https://[::ffff:8.8.8.8]/", "IPv4, public"],
  ])("refuses %s as an IP address (%s)", (url, range) => {
    expect(publicUrlProblem(url)).toBe(`an IP address (${range}) is not allowed, only a public host name`);
  });

  it.each([
    ["fe80--1.example.org", "linkLocal"],
    ["fd00--1.example.org", "uniqueLocal"],
    ["0--1.example.org", "loopback"],
    ["0--ffff-a00-1.example.org", "private"], // ::ffff:10.0.0.1, mapped: the IPv4 address it carries
  ])("refuses %s, a name that spells a non-public IPv6 address (%s)", (host, range) => {
    expect(hostProblem(host)).toBe(`a host name that encodes an IP address (${range}) is not allowed`);
  });

  it("keeps refusing names that spell an IPv4 address, public or not, and the rebinding services", () => {
    for (const host of ["10-0-0-1.example.org", "8.8.8.8.example.org", "x.127.0.0.1.nip.io", "app.sslip.io"])
      expect(hostProblem(host), host).toMatch(/encodes an IP address/);
  });

  it("accepts public names, dashes and all", () => {
    for (const url of [
      "https://discord.com/api/webhooks/1/x",
      "https://my--site.example.org/h",
      "https://2a01-4f8--1.example.org/",
      "https://cafe--babe.example.org/",
    ])
      expect(publicUrlProblem(url), url).toBeNull();
  });
});
