import type { FormReply } from "#contracts/form-reply.ts";
import type { TelehealthConsent } from "#contracts/intake.ts";
import { intakeChoiceLabels, type IntakeSectionId } from "#contracts/intake-form.ts";
import { practice } from "#core/practice.ts";
import { TextAreaField, TextField } from "#app/components/form-fields.tsx";
import { CheckboxField, ChoiceField, SelectField } from "./intake-fields.tsx";

/** The questions of one section; `reply` holds the saved answers (or what was just typed) and the messages. */
export function SectionFields({
  formId,
  section,
  reply,
  consent,
  agreed,
}: {
  formId: string;
  section: IntakeSectionId;
  reply: FormReply;
  consent: TelehealthConsent;
  /** Whether the box starts ticked. */
  agreed: boolean;
}) {
  const field = { formId, reply };
  switch (section) {
    case "knee":
      return (
        <>
          <ChoiceField {...field} name="knee" label="Which knee is injured?" options={intakeChoiceLabels.knee} />
          <TextField {...field} name="injuryDate" label="When did the injury happen?" type="date" hint="An approximate date is fine." />
          <ChoiceField {...field} name="mechanism" label="How did it happen?" options={intakeChoiceLabels.mechanism} />
          <TextAreaField
            {...field}
            name="mechanismDetails"
            label="Tell us more (optional)"
            hint="What you were doing, what you felt, whether the knee swelled."
            rows={4}
          />
        </>
      );
    case "surgery":
      return (
        <>
          <ChoiceField {...field} name="surgery" label="Have you had surgery on this knee?" options={intakeChoiceLabels.surgery} />
          <TextField
            {...field}
            name="surgeryDate"
            label="Date of surgery"
            type="date"
            hint="If you have had surgery, or it is booked. Leave it empty if there is no surgery yet."
          />
          <SelectField
            {...field}
            name="graftType"
            label="Graft type"
            hint="Your surgeon's report says which tendon was used. Leave it as 'Not sure' if you do not know."
            options={intakeChoiceLabels.graftType}
            empty="Not sure, or no surgery"
          />
        </>
      );
    case "health":
      return (
        <>
          <TextAreaField
            {...field}
            name="otherInjuries"
            label="Other injuries to this knee (optional)"
            hint="For example a meniscus tear or an MCL sprain, and any earlier knee injuries."
            rows={3}
          />
          <TextAreaField
            {...field}
            name="medicalConditions"
            label="Medical conditions (optional)"
            hint="For example asthma, diabetes, a heart condition, or anything else we should know."
            rows={3}
          />
          <TextAreaField
            {...field}
            name="medications"
            label="Medications (optional)"
            hint="Including pain relief and supplements."
            rows={3}
          />
          <TextAreaField {...field} name="allergies" label="Allergies (optional)" rows={2} />
        </>
      );
    case "goals":
      return (
        <>
          <TextAreaField
            {...field}
            name="goals"
            label="What would you like to get back to? (optional)"
            hint="For example running, returning to your sport by a date, playing with your children."
            rows={4}
          />
          <TextField {...field} name="sport" label="Your sport and level (optional)" hint="For example: netball, club level." />
        </>
      );
    case "safety":
      return (
        <>
          <p className="text-sm text-muted-foreground">
            If something happens during a video call, {practice.practitionerName} needs to know where you are and whom to call.
          </p>
          <TextField {...field} name="emergencyContactName" label="Emergency contact's name" autoComplete="off" />
          <TextField
            {...field}
            name="emergencyContactRelationship"
            label="Their relationship to you"
            hint="For example partner, parent, friend."
            autoComplete="off"
          />
          <TextField {...field} name="emergencyContactPhone" label="Their phone number" type="tel" autoComplete="off" />
          <TextField
            {...field}
            name="callLocation"
            label="Where you will usually be during calls"
            hint="Street address and suburb, so that emergency services could find you. You can update it if it changes."
            autoComplete="street-address"
          />
        </>
      );
    case "consent":
      return (
        <>
          <div className="rounded-md border bg-secondary/30 p-4 text-sm leading-relaxed whitespace-pre-line">{consent.text}</div>
          <input type="hidden" name="consentVersion" value={consent.version} />
          <CheckboxField
            {...field}
            name="telehealthConsent"
            label="I have read the telehealth consent above and I agree to it."
            checked={agreed}
          />
        </>
      );
  }
}
