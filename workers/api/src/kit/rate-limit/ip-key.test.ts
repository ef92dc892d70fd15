import { describe, expect, it } from "vitest";
import { ipRateKey } from "./ip-key";

describe("ipRateKey", () => {
  it("keys IPv4 on the address", () => {
    expect(ipRateKey("203.0.113.9")).toBe("203.0.113.9");
    expect(ipRateKey("203.0.113.10")).not.toBe(ipRateKey("203.0.113.9"));
  });

  it("keys every address of one IPv6 /64 alike, however it is written", () => {
    const key = ipRateKey("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    for (const ip of [
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:1234:5678:9abc:def0",
      "2001:db8:1:2:0:0:0:0",
      "2001:db8:1:2::",
      "[2001:db8:1:2::42]",
      "2001:db8:1:2::1%eth0",
      "2001:db8:1:2::203.0.113.9",
    ])
      expect(ipRateKey(ip), ip).toBe(key);
  });

  it("keys different /64s apart", () => {
    expect(ipRateKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(ipRateKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(ipRateKey("::1")).toBe("0:0:0:0::/64");
  });

  it("keys IPv4-mapped IPv6 as the IPv4 address", () => {
    expect(ipRateKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(ipRateKey("::ffff:cb00:7109")).toBe("203.0.113.9");
  });

  it("keys a missing or unparsable address as itself", () => {
    expect(ipRateKey(null)).toBe("unknown");
    expect(ipRateKey("")).toBe("unknown");
    expect(ipRateKey("1:2:3")).toBe("1:2:3");
    expect(ipRateKey("1::2::3")).toBe("1::2::3");
  });
});
