import { parse, type DefaultTreeAdapterTypes } from "parse5";
import PostalMime, { type Email } from "postal-mime";

/** A message as a mail program reads it: postal-mime's MIME parse of the bytes that crossed SMTP. */
export function readMessage(raw: string): Promise<Email> {
  return PostalMime.parse(raw);
}

/** The headers nodemailer writes for the site's messages; anything else was injected. */
export const messageHeaders = new Set([
  "from",
  "to",
  "reply-to",
  "subject",
  "message-id",
  "date",
  "mime-version",
  "content-type",
  "content-transfer-encoding",
]);

type Node = DefaultTreeAdapterTypes.Node;

/** An HTML document as a browser builds it (parse5): its elements, with their attributes, and its text. */
export function readHtml(html: string): { elements: { name: string; attributes: Record<string, string> }[]; text: string } {
  const elements: { name: string; attributes: Record<string, string> }[] = [];
  const text: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === "#text") text.push((node as DefaultTreeAdapterTypes.TextNode).value);
    if ("tagName" in node) elements.push({ name: node.tagName, attributes: Object.fromEntries(node.attrs.map((a) => [a.name, a.value])) });
    const children = "content" in node ? node.content.childNodes : "childNodes" in node ? node.childNodes : [];
    for (const child of children) walk(child);
  };
  walk(parse(html));
  return { elements, text: text.join("") };
}

/** Line ends as one \n, as a text part is compared after its trip through SMTP (which writes CRLF). */
export const lines = (text: string) => text.replaceAll(/\r\n|\r/g, "\n");

/** A part's content as composed: its lines, without the line end the trip through SMTP adds at its end. */
export const partContent = (text: string) => lines(text).replace(/\n*$/, "");
