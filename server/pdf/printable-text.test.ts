import { describe, expect, it } from "vitest";
import { printableText } from "./printable-text.ts";

describe("printableText", () => {
  it("keeps what was written", () => {
    expect(printableText("Zoë O'Brien-Nguyễn 王小明 דוד")).toBe("Zoë O'Brien-Nguyễn 王小明 דוד");
  });

  it("prints a line break or tab typed into a value as a space", () => {
    expect(printableText("Anna\nMaria\r\nSmith\tJones\u2028Lee")).toBe("Anna Maria  Smith Jones Lee");
  });

  it("drops the other control characters", () => {
    expect(printableText("An\u0000na\u0007 Ma\u001bria\u009f")).toBe("Anna Maria");
  });

  it("keeps joiners, variation selectors and bidi marks for the layout", () => {
    expect(printableText("👨\u200d👩 ❤\ufe0f \u202edavid\u202c")).toBe("👨\u200d👩 ❤\ufe0f \u202edavid\u202c");
  });

  it("replaces a lone surrogate (broken UTF-16) with U+FFFD", () => {
    expect(printableText("Anna\ud800Maria")).toBe("Anna\ufffdMaria");
  });
});
