/**
 * checks/local-receivers.ts: which URLs count as a receiver on this machine, when the allowance is on, and that the
 * API's scoped flag never outlives the parse it was set for (tests/worker/outbound-urls.test.ts covers the API and
 * delivery; tests/e2e/channels.spec.ts the whole path).
 */
import { describe, expect, it } from "vitest";
import { apiWebhookProblem, isLoopbackReceiver, localReceiversOn, withLocalReceivers } from "../../checks/local-receivers.js";

describe("local receivers", () => {
  it("are http(s) URLs on a loopback host, without credentials", () => {
    for (const url of [
      "http://127.0.0.1:9/x",
      "https://127.3.2.1/x",
      "http://[::1]:80/",
      "http://localhost:8090/notify/a",
      "http://a.localhost/",
    ])
      expect(isLoopbackReceiver(url), url).toBe(true);
    for (const url of [
      "http://10.0.0.1/x",
      "http://192.168.0.2/x",
      "http://[fd00::1]/x",
      "http://example.org/x",
      "http://127.0.0.1.nip.io/x",
      "ftp://127.0.0.1/x",
      "http://u:p@127.0.0.1/x",
      "not a url",
    ])
      expect(isLoopbackReceiver(url), url).toBe(false);
  });

  it("are allowed only with MAILBOX=on and LOCAL_RECEIVERS=on", () => {
    expect(localReceiversOn({ MAILBOX: "on", LOCAL_RECEIVERS: "on" })).toBe(true);
    expect(localReceiversOn({ LOCAL_RECEIVERS: "on" })).toBe(false);
    expect(localReceiversOn({ MAILBOX: "on" })).toBe(false);
    expect(localReceiversOn({ MAILBOX: "on", LOCAL_RECEIVERS: "true" })).toBe(false);
  });

  it("reach the API's checks only inside the parse they were turned on for, even when it throws", () => {
    const url = "http://127.0.0.1:9/hook";
    expect(apiWebhookProblem(url)).toBe("only https:// URLs are allowed");
    expect(withLocalReceivers(true, () => apiWebhookProblem(url))).toBeNull();
    expect(() =>
      withLocalReceivers(true, () => {
        throw new Error("parse failed");
      }),
    ).toThrow("parse failed");
    expect(apiWebhookProblem(url)).toBe("only https:// URLs are allowed");
    expect(withLocalReceivers(true, () => apiWebhookProblem("https://10.0.0.1/hook"))).toMatch(/IPv4, private/);
  });
});
