import type { FAQPage, WithContext } from "schema-dts";
import { noticePhrase } from "#core/booking/notice-wording.ts";
import { ROOM_OPENS_MINUTES_BEFORE } from "#core/video-room/room-window.ts";

/**
 * The six questions of the help centre (docs/product/spec.md, "FAQ"). Answers are plain text, so the same words feed the page
 * and its FAQPage JSON-LD. Advertising rules: no outcome promises, no testimonials. The page receives them as
 * loader data (content, not code: they stay out of the JavaScript bundle). The cancellation answer states the
 * configured notice (`noticeHours`), in the words of core/booking/notice-wording.ts.
 */
export interface FaqItem {
  id: string;
  question: string;
  answer: readonly string[];
}

export function faqItems(noticeHours: number): readonly FaqItem[] {
  const notice = noticePhrase(noticeHours);
  return [
    {
      id: "how-telehealth-works",
      question: "How do telehealth consultations work?",
      answer: [
        `You book a time online and pay a deposit to secure it. Your confirmation email includes the link to your consultation room, which opens in your web browser from ${ROOM_OPENS_MINUTES_BEFORE} minutes before your appointment: no app or account needed.`,
        "At your appointment time you join from a phone, tablet or computer with a camera. We talk through your injury and history, watch how your knee moves and functions, and go through your key exercises together. Afterwards you receive your program with exercise demonstrations, and we review and progress it at follow-up sessions.",
      ],
    },
    {
      id: "effectiveness",
      question: "Is telehealth as effective as seeing a physiotherapist in person?",
      answer: [
        "ACL rehabilitation is built mainly on assessment of movement and strength and on a well-guided, progressive exercise program, all of which work well by video. Research on telehealth physiotherapy for knee conditions has found results comparable to in-person care for many people.",
        "Telehealth is not right for everything. If you need a hands-on examination, imaging or emergency care, we will tell you and help you arrange it with your GP, surgeon or a local clinic.",
      ],
    },
    {
      id: "rehab-duration",
      question: "How long does ACL rehabilitation take?",
      answer: [
        "A full return to sport usually takes 9-12 months after an ACL reconstruction, and sometimes longer. Everyday activities such as walking without crutches and driving come back much sooner.",
        "Progress is guided by how your knee is going rather than by the calendar alone: strength, control and confidence are checked before each new stage, including running, jumping and returning to training.",
      ],
    },
    {
      id: "equipment",
      question: "What equipment do I need?",
      answer: [
        "To start you need about 2m x 2m of clear floor space and a device with a camera (a phone, tablet or laptop) that you can prop up so we can see you move.",
        "As your rehabilitation progresses, a few resistance bands, an exercise mat and some light weights are helpful. We will suggest simple alternatives from around the home where we can.",
      ],
    },
    {
      id: "pre-payment",
      question: "Do I need to pay before my consultation?",
      answer: [
        "Yes. Consultations are pre-paid when you book: a deposit secures your time, processed securely by our card payment provider. The fees are shown on our Telehealth Consultations page before you book.",
        `If you need to reschedule or cancel, please give us at least ${notice}. Your confirmation email has a link to your booking page: with at least ${notice} you can move your appointment there (the deposit carries over) or cancel it with your deposit refunded in full. With less notice you can still cancel, but the deposit is kept; to move the time, contact us.`,
      ],
    },
    {
      id: "health-insurance",
      question: "Can I claim on my private health insurance?",
      answer: [
        "Coverage for telehealth physiotherapy varies between health funds and policies, so please check with your insurer before your appointment.",
        "We email you an invoice after each session, with the details your fund needs for a claim.",
      ],
    },
  ];
}

/** schema.org FAQPage for search engines, from the same words as the page. */
export function faqJsonLd(items: readonly FaqItem[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.join(" ") },
    })),
  };
}
