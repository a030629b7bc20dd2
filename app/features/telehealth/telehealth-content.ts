/**
 * The words of the telehealth page. The page receives them as loader data (content, not code: they stay out
 * of the JavaScript bundle); icons are named here and drawn by the page.
 */
export interface Benefit {
  icon: "home" | "specialist" | "program" | "schedule";
  title: string;
  description: string;
}

/** The four benefit cards (docs/product/spec.md, "Telehealth consultations page"). */
export const benefits: readonly Benefit[] = [
  {
    icon: "home",
    title: "Care From Home",
    description: "No travel, parking or waiting room. Join from your lounge room, your gym or wherever you train.",
  },
  {
    icon: "specialist",
    title: "ACL Specialist",
    description: "Every session is with a physiotherapist who focuses on ACL injury, surgery preparation and return to sport.",
  },
  {
    icon: "program",
    title: "Personalised Program",
    description: "Your exercises are chosen for your knee, your stage of recovery and your goals, then updated as you progress.",
  },
  {
    icon: "schedule",
    title: "Flexible Scheduling",
    description: "Book a time that suits you online. Sessions are held in Melbourne time and shown in your own time zone too.",
  },
];

export interface Step {
  title: string;
  description: string;
}

/** 'How It Works': book, pre-assessment, video consultation, treatment plan. */
export const steps: readonly Step[] = [
  {
    title: "Book",
    description: "Choose a time online and pay the deposit to secure it. Your confirmation email has everything you need.",
  },
  {
    title: "Pre-Assessment",
    description: "Tell us about your injury, any surgery and your goals, so the session starts with your history in hand.",
  },
  {
    title: "Video Consultation",
    description: "A secure 30-minute video session: we talk through your knee, watch you move and go through key exercises together.",
  },
  {
    title: "Treatment Plan",
    description: "You receive a written plan with exercise demonstrations, and we review and progress it at follow-up sessions.",
  },
];

/** What a telehealth consultation includes. */
export const includedServices: readonly string[] = [
  "Assessment of your knee, movement and strength by video",
  "Pre-surgery (prehabilitation) guidance",
  "Rehabilitation programs after ACL reconstruction or non-surgical management",
  "Exercise demonstrations and technique feedback",
  "Progress tracking and program updates at each review",
  "Return-to-running and return-to-sport planning",
  "Liaison with your surgeon, GP or local physiotherapist, with your consent",
];
