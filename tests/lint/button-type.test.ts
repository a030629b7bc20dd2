import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/** Proof that eslint.config.ts asks every button of the app for its type (no-restricted-syntax). */
const repoRoot = path.resolve(import.meta.dirname, "../..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot, ignore: false });
});

/** The no-restricted-syntax messages of `jsx` as the body of a component in app/. */
async function buttonMessages(jsx: string): Promise<string[]> {
  const code = `import { Button } from "#app/components/ui/button.tsx";\nconst props = {};\nexport function Probe() {\n  return (${jsx});\n}\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, "app/components/button-type-probe.tsx") });
  return (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-syntax").map((message) => message.message);
}

describe("a button's type", () => {
  it("is required on a button and on the Button component", async () => {
    expect(await buttonMessages("<button>Go</button>")).toHaveLength(1);
    expect(await buttonMessages("<Button>Go</Button>")).toHaveLength(1);
  });

  it("is satisfied by a type, by spread props that may carry one, and by asChild", async () => {
    expect(await buttonMessages('<button type="button">Go</button>')).toEqual([]);
    expect(await buttonMessages('<Button type="submit">Go</Button>')).toEqual([]);
    expect(await buttonMessages("<Button {...props}>Go</Button>")).toEqual([]);
    expect(await buttonMessages('<Button asChild><a href="/">Go</a></Button>')).toEqual([]);
  });
});
