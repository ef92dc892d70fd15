import { describe, expect, it } from "vitest";
import { classifyDevice } from "./device";

const UA = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  androidPhone:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
  ipad: "Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
  linux: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
};

describe("classifyDevice", () => {
  it("classifies phones as Mobile", () => {
    expect(classifyDevice({ userAgent: UA.iphone })).toBe("Mobile");
    expect(classifyDevice({ userAgent: UA.androidPhone })).toBe("Mobile");
  });

  it("classifies tablets, including iPads that pretend to be Macs", () => {
    expect(classifyDevice({ userAgent: UA.ipad })).toBe("Tablet");
    expect(classifyDevice({ userAgent: UA.androidTablet })).toBe("Tablet");
    expect(classifyDevice({ userAgent: UA.mac, maxTouchPoints: 5 })).toBe("Tablet");
  });

  it("classifies desktops", () => {
    expect(classifyDevice({ userAgent: UA.mac, maxTouchPoints: 0 })).toBe("Desktop");
    expect(classifyDevice({ userAgent: UA.windows })).toBe("Desktop");
    expect(classifyDevice({ userAgent: UA.linux })).toBe("Desktop");
  });

  it("trusts the client hint for mobile and says Unknown for empty or odd agents", () => {
    expect(classifyDevice({ userAgent: "SomeBrowser/1.0", uaMobile: true })).toBe("Mobile");
    expect(classifyDevice({ userAgent: "" })).toBe("Unknown");
    expect(classifyDevice({ userAgent: "curl/8.0" })).toBe("Unknown");
  });
});
