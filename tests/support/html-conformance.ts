import { HtmlValidate, type ConfigData } from "html-validate";

/**
 * How the site's HTML is checked (tests/e2e/http-conformance.spec.ts): html-validate's recommended rules and
 * its rules for whole documents, every one an error. The only changes are the styles React's server renderer
 * writes, each of them valid HTML, held to that one style rather than switched off, two rules given the
 * reading html-validate's own "standard" preset gives them, and trailing whitespace allowed in shown text:
 */
export const htmlValidateConfig: ConfigData = {
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    // Void elements self-closed: <meta/>, <img/>.
    "void-style": ["error", { style: "selfclose" }],
    // Boolean and empty attributes with an empty value: async="", hidden="".
    "attribute-boolean-style": ["error", { style: "empty" }],
    "attribute-empty-style": ["error", { style: "empty" }],
    // Some attributes in the DOM property's case (charSet, srcSet, popoverTarget); HTML reads names in any case.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React's useId makes ids such as "_R_1er5_": valid HTML (no space, not empty), though no HTML 4 name.
    "valid-id": ["error", { relaxed: true }],
    // A name where ARIA allows one without recommending it: the consultation room's <video>s are named for
    // screen readers ("Your camera's preview"). Where ARIA forbids a name (a plain <div>), it stays an error.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // Subresource integrity where it protects something: a resource from another origin. The site's own
    // assets come from the server that sent the page, under its Content-Security-Policy.
    "require-sri": ["error", { target: "crossorigin" }],
    // Text shown as written: the outbox shows a mail's plain text in a <pre>, and its signature delimiter is
    // "-- " with its space (RFC 3676, docs/decisions/0040). A style rule about source, not about what is valid.
    "no-trailing-whitespace": "off",
  },
};

const validator = new HtmlValidate(htmlValidateConfig);

/** html-validate's messages for a page, one line each ("line:column rule: message"); none when it conforms. */
export async function htmlProblems(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${name} ${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
  );
}
