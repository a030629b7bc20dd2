import { bindByName, FormIsland, inert } from "#app/components/form-island.tsx";

const FORM_ID = "contact-form";

// Server only: the form's markup (see FormIsland).
const ServerView = import.meta.env.SSR ? (await import("./contact-form-view.tsx")).ContactFormView : null;

const loadForm = () => import("./interactive-contact-form.tsx").then((module) => module.mountContactForm);

/**
 * The contact form, an island: react-hook-form, zod and the toasts load when the visitor first uses it,
 * which keeps the contact page within the 120 KB JavaScript budget.
 */
export function ContactForm() {
  return (
    <FormIsland
      formId={FORM_ID}
      load={loadForm}
      serverView={ServerView && <ServerView formId={FORM_ID} bind={bindByName} errors={{}} sending={false} onSubmit={inert} />}
    />
  );
}
