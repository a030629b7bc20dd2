import { describe, expect, it } from "vitest";
import { mergeClasses } from "./merge-classes.ts";

describe("mergeClasses", () => {
  it("keeps the later class of the same utility", () => {
    expect(mergeClasses("px-4 py-2 px-6")).toBe("py-2 px-6");
    expect(mergeClasses("bg-card bg-white/95")).toBe("bg-white/95");
    expect(mergeClasses("w-full w-fit")).toBe("w-fit");
    expect(mergeClasses("rounded-md rounded-xl")).toBe("rounded-xl");
    expect(mergeClasses("gap-6 gap-4")).toBe("gap-4");
    expect(mergeClasses("-z-10 z-20")).toBe("z-20");
  });

  it("tells a text size from a text colour, and a border width from its colour", () => {
    expect(mergeClasses("text-sm text-white")).toBe("text-sm text-white");
    expect(mergeClasses("text-sm text-lg")).toBe("text-lg");
    expect(mergeClasses("text-[13px] text-base")).toBe("text-base");
    expect(mergeClasses("text-foreground text-white/90")).toBe("text-white/90");
    expect(mergeClasses("text-left text-center text-primary")).toBe("text-center text-primary");
    expect(mergeClasses("border border-2 border-white/20")).toBe("border-2 border-white/20");
    expect(mergeClasses("border-border border-destructive")).toBe("border-destructive");
    expect(mergeClasses("border-solid border-dashed")).toBe("border-dashed");
  });

  it("separates background colour, image and size, and font weight from family", () => {
    expect(mergeClasses("bg-gradient-to-br bg-brand-deep bg-cover")).toBe("bg-gradient-to-br bg-brand-deep bg-cover");
    expect(mergeClasses("bg-primary bg-secondary")).toBe("bg-secondary");
    expect(mergeClasses("font-sans font-medium font-bold")).toBe("font-sans font-bold");
    expect(mergeClasses("shadow-sm shadow-lg shadow-black/20")).toBe("shadow-lg shadow-black/20");
    expect(mergeClasses("ring-2 ring-[3px] ring-ring/50 ring-offset-2")).toBe("ring-[3px] ring-ring/50 ring-offset-2");
  });

  it("lets a broader utility replace the narrower ones before it, not after it", () => {
    expect(mergeClasses("px-2 pt-1 p-4")).toBe("p-4");
    expect(mergeClasses("mx-auto my-2 mt-4 m-0")).toBe("m-0");
    expect(mergeClasses("p-4 px-2")).toBe("p-4 px-2");
    expect(mergeClasses("w-4 h-4 size-6")).toBe("size-6");
    expect(mergeClasses("top-0 left-0 inset-2")).toBe("inset-2");
    expect(mergeClasses("rounded-t-md rounded-lg")).toBe("rounded-lg");
    expect(mergeClasses("border-t border-0")).toBe("border-0");
  });

  it("merges only within the same variants and importance", () => {
    expect(mergeClasses("px-4 sm:px-6 sm:px-8 px-3")).toBe("sm:px-8 px-3");
    expect(mergeClasses("hover:bg-primary/90 bg-primary hover:bg-accent")).toBe("bg-primary hover:bg-accent");
    expect(mergeClasses("has-[>svg]:px-3 has-[>svg]:px-2")).toBe("has-[>svg]:px-2");
    expect(mergeClasses("data-[state=open]:animate-in data-[state=closed]:animate-out")).toBe(
      "data-[state=open]:animate-in data-[state=closed]:animate-out",
    );
    expect(mergeClasses("p-2 p-4!")).toBe("p-2 p-4!");
    expect(mergeClasses("[&_svg]:size-4 [&_svg]:size-5")).toBe("[&_svg]:size-5");
  });

  it("reads display and position as one group each and flex in its three meanings", () => {
    expect(mergeClasses("inline-flex hidden sm:inline-flex")).toBe("hidden sm:inline-flex");
    expect(mergeClasses("absolute relative")).toBe("relative");
    expect(mergeClasses("flex flex-col flex-1 flex-row flex-wrap")).toBe("flex flex-1 flex-row flex-wrap");
    expect(mergeClasses("object-cover object-center")).toBe("object-cover object-center");
    expect(mergeClasses("rounded rounded-md shrink shrink-0")).toBe("rounded-md shrink-0");
    expect(mergeClasses("min-h-[calc(100dvh-4rem)] min-h-dvh pb-[env(safe-area-inset-bottom)] pb-16")).toBe("min-h-dvh pb-16");
  });

  it("keeps every class it does not know, once", () => {
    expect(mergeClasses("group peer custom-thing group")).toBe("peer custom-thing group");
    expect(mergeClasses("  ")).toBe("");
  });
});
