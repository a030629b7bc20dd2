import { describe, expect, it } from "vitest";
import { addressBucket } from "./address-bucket.ts";

describe("addressBucket", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressBucket("203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket(" 203.0.113.7 ")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one client", () => {
    const bucket = "2001:db8:85a3:8d3::/64";
    expect(addressBucket("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe(bucket);
    expect(addressBucket("2001:0db8:85a3:08d3:ffff:ffff:ffff:ffff")).toBe(bucket);
    expect(addressBucket("2001:DB8:85A3:8D3::1")).toBe(bucket);
    expect(addressBucket("[2001:db8:85a3:8d3::2]")).toBe(bucket);
    expect(addressBucket("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressBucket("2001:db8:85a3:8d4::1")).not.toBe(bucket);
  });

  it("expands :: wherever it stands", () => {
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
    expect(addressBucket("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("2001:db8::5:6:7:8")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("1:2:3:4:5::8")).toBe("1:2:3:4::/64");
    expect(addressBucket("64:ff9b::198.51.100.7")).toBe("64:ff9b:0:0::/64");
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address, dotted or in hexadecimal", () => {
    expect(addressBucket("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(addressBucket("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("keeps what is not an address as it is", () => {
    expect(addressBucket("unknown")).toBe("unknown");
    expect(addressBucket("2001:db8::g")).toBe("2001:db8::g");
    expect(addressBucket("")).toBe("");
  });
});
