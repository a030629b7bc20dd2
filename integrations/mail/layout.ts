import { practice } from "#core/practice.ts";

export interface MailContent {
  /** The one-line summary mail programs show beside the subject. */
  preheader: string;
  heading: string;
  /** Plain-text paragraphs; escaped for HTML, kept as they are for the text part. */
  paragraphs: readonly string[];
  /**
   * Label/value rows shown as a table (HTML) or "Label: value" lines (text). Multi-line values keep their lines.
   * A row with `url` shows its value as a link to it in the HTML (the text part shows the value, so a link row's
   * value is its address).
   */
  details?: readonly { label: string; value: string; url?: string }[];
  /** An optional button, e.g. a payment or cancellation link. */
  action?: { label: string; url: string };
}

export interface RenderedMail {
  html: string;
  text: string;
}

const brand = "#1e2a5a";

function escapeHtml(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}

function multiline(value: string): string {
  return escapeHtml(value).replaceAll(/\r\n|\r|\n/g, "<br>");
}

/** The practice identity every message ends with (docs/product/decisions.md, 16: registration shown). */
function identityLines(): string[] {
  return [
    practice.siteName,
    `${practice.practitionerName}, ${practice.practitionerTitle}`,
    `AHPRA registration ${practice.ahpraRegistration} · ABN ${practice.abn}`,
    `${practice.email} · ${practice.phoneDisplay}`,
    practice.websiteUrl,
  ];
}

/**
 * Renders a message in the site's one layout, as HTML (inline styles, table layout, as mail programs need)
 * and as plain text carrying the same content.
 */
export function renderMail(content: MailContent): RenderedMail {
  const details = content.details ?? [];
  const textParts = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(details.length > 0 ? [...details.map((d) => `${d.label}: ${d.value}`), ""] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    // The signature delimiter is dash, dash, space (RFC 3676 4.3): mail programs fold or grey what follows.
    "-- ",
    ...identityLines(),
  ];
  const text = `${textParts.join("\n")}\n`;

  const detailRows = details
    .map(
      (d) =>
        `<tr><th scope="row" align="left" valign="top" style="padding:6px 12px 6px 0;color:#4b5563;font-weight:600;white-space:nowrap">${escapeHtml(d.label)}</th><td style="padding:6px 0;color:#111827">${d.url ? `<a href="${escapeHtml(d.url)}" style="color:${brand};word-break:break-all">${multiline(d.value)}</a>` : multiline(d.value)}</td></tr>`,
    )
    .join("");
  const html = `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${brand};color:#ffffff;padding:20px 24px;font-size:18px;font-weight:bold">${escapeHtml(practice.siteName)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;color:${brand}">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="margin:0 0 14px;font-size:15px;line-height:1.5">${multiline(p)}</p>`).join("\n")}
${detailRows ? `<table cellpadding="0" cellspacing="0" style="margin:8px 0 16px;font-size:14px">${detailRows}</table>` : ""}
${content.action ? `<p style="margin:20px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${brand};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(content.action.label)}</a></p>` : ""}
</td></tr>
<tr><td style="padding:16px 24px;background:#f9fafb;color:#6b7280;font-size:12px;line-height:1.6">${identityLines().map(escapeHtml).join("<br>")}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  return { html, text };
}
