import { contentPagePaths } from "#contracts/paths.ts";
import { expect, test, type Page } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { desktopOnly } from "./support/widths.ts";

/**
 * The information pages and the accessibility statement: texts, links and their targets, the FAQ
 * accordion, the course mail drafts, the SEO tags and files, axe at both widths (each Playwright project is
 * one width), and the content pages' promise of no JavaScript (app/lib/route-handle.ts).
 */
const practiceEmail = "hello@acltelehealthphysio.com.au";

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe("telehealth consultations page", () => {
  test("shows the hero, four benefits, the four steps, the services and the priced consultation card", async ({ page }) => {
    await page.goto("/telehealth-consultations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Telehealth Consultations");
    for (const title of ["Care From Home", "ACL Specialist", "Personalised Program", "Flexible Scheduling"]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    const steps = page.getByRole("region", { name: "How It Works" }).getByRole("listitem");
    await expect(steps).toHaveCount(4);
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
      "Step 1: Book",
      "Step 2: Pre-Assessment",
      "Step 3: Video Consultation",
      "Step 4: Treatment Plan",
    ]);
    await expect(page.getByRole("region", { name: "What's Included" }).getByRole("listitem")).toHaveCount(7);

    await expect(page.getByRole("heading", { name: "Initial Consultation" })).toBeVisible();
    await expect(page.getByTestId("consultation-price")).toHaveText("$180 AUD");
    await expect(page.getByText("$90 deposit when you book, and the remaining $90 after your consultation.")).toBeVisible();
    await expect(page.getByText(/Test mode:/)).toBeVisible();

    const bookLinks = page.getByRole("main").getByRole("link", { name: "Book Consultation" });
    await expect(bookLinks).toHaveCount(2);
    for (const link of await bookLinks.all()) await expect(link).toHaveAttribute("href", "/book-consultation");
    await bookLinks.last().click();
    await expect(page).toHaveURL(/\/book-consultation$/);
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/telehealth-consultations");
    await expectNoAxeViolations(page);
  });
});

test.describe("professional development page", () => {
  test("shows the placeholder and a way to the courses, without violations", async ({ page }) => {
    await page.goto("/professional-development");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Professional Development");
    await expect(page.getByText("Content to be updated soon", { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "View Courses" })).toHaveAttribute("href", "/courses");
    await expectNoAxeViolations(page);
  });
});

test.describe("courses page", () => {
  const courses = [
    { title: "ACL Rehabilitation Workshop", duration: "2 days" },
    { title: "Movement Re-training Workshop", duration: "4 hours" },
  ];

  test("shows both courses with image, format, duration, audience and outcomes", async ({ page }) => {
    await page.goto("/courses");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Professional Courses");
    const cards = page
      .getByRole("region", { name: "Courses" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(cards).toHaveCount(2);
    for (const [index, course] of courses.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(course.title);
      const image = card.getByRole("img");
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveJSProperty("complete", true);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(card.getByText("Format", { exact: true })).toBeVisible();
      await expect(card.getByText("Duration", { exact: true })).toBeVisible();
      await expect(card.getByText(course.duration, { exact: true })).toBeVisible();
      await expect(card.getByText("Audience", { exact: true })).toBeVisible();
      await expect(card.getByRole("heading", { name: "Key Learning Outcomes" })).toBeVisible();
      expect(await card.getByRole("list").last().getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
    }
  });

  test("'Request Course Information' opens a mail draft to the practice with the course in the subject", async ({ page }) => {
    await page.goto("/courses");
    const buttons = page.getByRole("link", { name: "Request Course Information" });
    await expect(buttons).toHaveCount(2);
    for (const [index, course] of courses.entries()) {
      const href = await buttons.nth(index).getAttribute("href");
      const url = new URL(href ?? "");
      expect(url.protocol).toBe("mailto:");
      expect(url.pathname).toBe(practiceEmail);
      expect(url.searchParams.get("subject")).toBe(`Course Information Request - ${course.title}`);
    }
  });

  test("asks organisations to email about custom training, and describes the courses for search engines", async ({ page }) => {
    await page.goto("/courses");
    const block = page.getByRole("region", { name: "Custom Training Sessions" });
    await expect(block.getByRole("heading", { name: "Custom Training Sessions" })).toBeVisible();
    await expect(block.getByRole("link", { name: practiceEmail })).toHaveAttribute("href", `mailto:${practiceEmail}`);
    await expect(block.getByRole("link", { name: "Email About Custom Training" })).toHaveAttribute("href", /^mailto:hello@/);
    const data = await jsonLd(page);
    expect(data.filter((d) => d["@type"] === "Course").map((d) => d.name)).toEqual(courses.map((c) => c.title));
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/courses");
    await expectNoAxeViolations(page);
  });
});

test.describe("FAQ help centre", () => {
  const questions = [
    "How do telehealth consultations work?",
    "Is telehealth as effective as seeing a physiotherapist in person?",
    "How long does ACL rehabilitation take?",
    "What equipment do I need?",
    "Do I need to pay before my consultation?",
    "Can I claim on my private health insurance?",
  ];
  const summary = (page: Page, question: string) => page.locator("summary", { hasText: question });
  const item = (page: Page, question: string) => page.locator("details", { has: summary(page, question) });

  test("has the badge, intro, both buttons, six questions and the closing call to action", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByText("Help Center", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Book Consultation" })).toHaveAttribute("href", "/book-consultation");
    await expect(main.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
    await expect(page.locator("#faq summary")).toHaveText(questions);
    await expect(main.getByRole("link", { name: "Schedule Consultation" })).toHaveAttribute("href", "/book-consultation");
    await expect(main.getByRole("link", { name: "Learn More About Our Services" })).toHaveAttribute("href", "/telehealth-consultations");
    await main.getByRole("link", { name: "Learn More About Our Services" }).click();
    await expect(page).toHaveURL(/\/telehealth-consultations$/);
  });

  test("keeps one answer open at a time, and the open one can be closed", async ({ page }) => {
    await page.goto("/faq");
    for (const question of questions) await expect(item(page, question)).not.toHaveAttribute("open");
    await summary(page, questions[2]!).click();
    await expect(item(page, questions[2]!)).toHaveAttribute("open");
    await expect(page.getByText("A full return to sport usually takes 9-12 months")).toBeVisible();

    await summary(page, questions[3]!).click();
    await expect(item(page, questions[3]!)).toHaveAttribute("open");
    await expect(item(page, questions[2]!)).not.toHaveAttribute("open");
    await expect(page.getByText("about 2m x 2m of clear floor space")).toBeVisible();
    await expect(page.getByText("A full return to sport usually takes 9-12 months")).toBeHidden();

    await summary(page, questions[3]!).click();
    await expect(page.locator("#faq details[open]")).toHaveCount(0);
  });

  test("works from the keyboard", async ({ page }) => {
    await page.goto("/faq");
    await summary(page, questions[0]!).focus();
    await page.keyboard.press("Enter");
    await expect(item(page, questions[0]!)).toHaveAttribute("open");
    await page.keyboard.press("Tab");
    await expect(summary(page, questions[1]!)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(item(page, questions[1]!)).toHaveAttribute("open");
    await expect(item(page, questions[0]!)).not.toHaveAttribute("open");
    await page.keyboard.press("Enter");
    await expect(page.locator("#faq details[open]")).toHaveCount(0);
  });

  test("answers the spec's questions and publishes them as FAQPage data", async ({ page }) => {
    await page.goto("/faq");
    const answers = [
      [questions[4]!, "processed securely by our card payment provider"],
      [questions[4]!, "at least 72 hours' notice"],
      [questions[5]!, "Coverage for telehealth physiotherapy varies"],
      [questions[5]!, "We email you an invoice after each session"],
    ] as const;
    for (const [question, text] of answers) {
      if ((await item(page, question).getAttribute("open")) === null) await summary(page, question).click();
      await expect(item(page, question).getByText(text)).toBeVisible();
    }
    const faqPage = (await jsonLd(page)).find((d) => d["@type"] === "FAQPage") as { mainEntity: { name: string }[] };
    expect(faqPage.mainEntity.map((q) => q.name)).toEqual(questions);
  });

  test("has no accessibility violations, closed or open", async ({ page }) => {
    await page.goto("/faq");
    await expectNoAxeViolations(page);
    await summary(page, questions[0]!).click();
    await expectNoAxeViolations(page);
  });
});

test.describe("contact page", () => {
  test("has the hero links, the email, the professional network and the three quick actions", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Book Consultation" }).first()).toHaveAttribute("href", "/book-consultation");
    await expect(main.getByRole("link", { name: practiceEmail })).toHaveAttribute("href", `mailto:${practiceEmail}`);
    const network = main.getByRole("link", { name: /Connect on LinkedIn/ });
    await expect(network).toHaveAttribute("href", /^https:\/\/www\.linkedin\.com\//);
    await expect(network).toHaveAttribute("rel", /noopener/);

    const quick = page.getByRole("region", { name: "Quick Actions" });
    await expect(quick.getByRole("heading", { level: 3 })).toHaveText(["New Patient", "Healthcare Professional", "Emergency Support"]);
    await expect(quick.getByRole("link", { name: "Book Consultation" })).toHaveAttribute("href", "/book-consultation");
    await expect(quick.getByRole("link", { name: "Access Referral Portal" })).toHaveAttribute("href", "/healthcare-referrals");
    await expect(quick.getByRole("link", { name: "Emergency: 000" })).toHaveAttribute("href", "tel:000");
  });

  test("'Emergency Support' shows 'Emergency: 000' as a number to call", async ({ page }) => {
    await page.goto("/contact");
    // A native disclosure: <details> says whether it is open, its <summary> is the button.
    const disclosure = page.locator("details", { has: page.locator("summary", { hasText: "Emergency Support" }) });
    const button = disclosure.locator("summary");
    await expect(disclosure).not.toHaveAttribute("open");
    const heroNumber = disclosure.getByRole("link", { name: "Emergency: 000" });
    await expect(heroNumber).toBeHidden();
    await button.click();
    await expect(disclosure).toHaveAttribute("open");
    await expect(heroNumber).toBeVisible();
    await expect(heroNumber).toHaveAttribute("href", "tel:000");
    await expectNoAxeViolations(page);
    await button.click();
    await expect(heroNumber).toBeHidden();
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/contact");
    await expectNoAxeViolations(page);
  });
});

test.describe("book consultation page", () => {
  test("has the header, two intro sections around the #booking section, and the fee from the schedule", async ({ page }) => {
    await page.goto("/book-consultation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a Consultation");
    await expect(page.getByRole("heading", { level: 2, name: "Expert ACL care, by video" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "How booking works" })).toBeVisible();
    await expect(page.getByText(/The consultation fee is \$180 AUD: a \$90 deposit when you book/)).toBeVisible();
    await expect(page.locator("section#booking")).toBeVisible();
    await page.goto("/book-consultation#booking");
    await expect(page.locator("section#booking")).toBeInViewport();
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/book-consultation");
    await expectNoAxeViolations(page);
  });
});

test.describe("accessibility statement", () => {
  test("states the target, how it is checked, the known limitations, how to report a barrier and the last review", async ({ page }) => {
    await page.goto("/privacy");
    const footerLink = page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Accessibility" });
    await expect(footerLink).toHaveAttribute("href", "/accessibility");
    await footerLink.click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility");
    await expect(page.getByText(/^Last reviewed \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expect(page.getByRole("region", { name: "What we aim for" })).toContainText("WCAG) 2.2 at level AA");
    const checked = page.getByRole("region", { name: "How we check it" });
    await expect(checked).toContainText("axe");
    await expect(checked).toContainText("keyboard alone");
    const limitations = page.getByRole("region", { name: "Known limitations" });
    for (const part of ["Video consultations", "Paying with PayPal", "Receipts"])
      await expect(limitations.getByText(part, { exact: true })).toBeVisible();
    const report = page.getByRole("region", { name: "Report a barrier or get the content another way" });
    await expect(report.getByRole("link", { name: practiceEmail })).toHaveAttribute("href", `mailto:${practiceEmail}`);
    await expect(report.getByRole("link", { name: "(03) 9000 1234" })).toHaveAttribute("href", "tel:+61390001234");
    await expect(report.getByRole("link", { name: "contact form" })).toHaveAttribute("href", "/contact");
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/accessibility");
    await expectNoAxeViolations(page);
  });
});

test.describe("content pages", () => {
  // Every content page, and the not-found page any unknown path shows.
  const contentPages = [...contentPagePaths, "/no-such-page"];

  test("ship no JavaScript: no module script in the page and no script requested", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    for (const path of contentPages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      await expect(page.locator('script[type="module"], link[rel="modulepreload"]'), path).toHaveCount(0);
    }
    expect(scripts).toEqual([]);
  });
});

test.describe("findable", () => {
  const pages = [
    ["/telehealth-consultations", "Telehealth ACL Physiotherapy Consultations"],
    ["/professional-development", "Professional Development"],
    ["/courses", "Professional Courses in ACL Rehabilitation"],
    ["/faq", "Help Center: Frequently Asked Questions"],
    ["/contact", "Contact Us"],
    ["/book-consultation", "Book a Telehealth Consultation"],
    ["/accessibility", "Accessibility"],
  ] as const;

  test("every page has its own title, description, canonical URL and Open Graph tags", desktopOnly, async ({ page }) => {
    const descriptions = new Set<string>();
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} | ACL Telehealth Physio`);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length).toBeGreaterThan(50);
      descriptions.add(description ?? "");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `https://acltelehealthphysio.com.au${path}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `${title} | ACL Telehealth Physio`);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `https://acltelehealthphysio.com.au${path}`);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", description ?? "");
    }
    expect(descriptions.size).toBe(pages.length);
  });

  test("serves sitemap.xml and robots.txt", desktopOnly, async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    for (const [path] of pages) expect(xml).toContain(`<loc>https://acltelehealthphysio.com.au${path}</loc>`);
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toContain("Sitemap: https://acltelehealthphysio.com.au/sitemap.xml");
  });
});
