import { describe, expect, it } from "vitest";
import { embedAttribution } from "../src/shop/checkout/embed.ts";

// The embedded checkout passes the click the embed script recorded on to the order.
describe("embedAttribution", () => {
  it("sends the click token of the frame's URL", () => {
    expect(embedAttribution("?embed=1&item=4&click_token=12.34.1700000000.abc_DEF-9")).toEqual({
      click_token: "12.34.1700000000.abc_DEF-9",
    });
  });

  it("sends nothing without one, or for a token no click could have", () => {
    expect(embedAttribution("?embed=1&item=4&pid=3")).toEqual({});
    expect(embedAttribution("?click_token=<script>")).toEqual({});
    expect(embedAttribution(`?click_token=${"a".repeat(121)}`)).toEqual({});
  });
});
