import { practice } from "#core/practice.ts";

/**
 * The practice's telehealth consent until the practitioner writes her own (the admin's consent page makes each
 * new text a new version). Written for a physiotherapist in Victoria seeing patients by video: what telehealth
 * can and cannot do, safety during a call, privacy under the Australian Privacy Principles and the Health
 * Records Act 2001 (Vic), and the right to withdraw.
 */
export const defaultTelehealthConsent = `By ticking the box below, I agree to have my physiotherapy assessment, advice and exercise programme by video call (telehealth) with ${practice.practitionerName}, ${practice.practitionerTitle}, of ${practice.siteName}.

I understand that:
- A video consultation has limits: my physiotherapist cannot examine my knee by touch. If an in-person assessment, imaging or a referral to another health professional would be better for my care, my physiotherapist will tell me.
- I will join from a private, well-lit place with room to move, and do the movements and exercises at my own pace. I will stop and say so straight away if anything hurts, or if I feel dizzy or unwell.
- If the call drops, my physiotherapist will try to reconnect, then call me on the phone number I gave when booking.
- In an emergency during a call, my physiotherapist may call 000 and give emergency services the location and the emergency contact I give in this form. The details I give are correct, and I will tell the practice if they change.
- Calls are not recorded. My health information is collected to provide my care, kept securely and privately under the Australian Privacy Principles and the Health Records Act 2001 (Vic), and shared only with my consent or where the law requires it. I can ask to see it at any time.
- Telehealth is my choice: I may withdraw this consent at any time by telling the practice, and ask for another way of receiving care.

If you are under 18, a parent or guardian should read this with you and tick the box on your behalf.`;
