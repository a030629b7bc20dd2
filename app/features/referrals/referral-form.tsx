import { bindByName, FormIsland, inert } from "#app/components/form-island.tsx";

const FORM_ID = "referral-form";

// Server only: the form's markup (see FormIsland).
const ServerView = import.meta.env.SSR ? (await import("./referral-form-view.tsx")).ReferralFormView : null;

const loadForm = () => import("./interactive-referral-form.tsx").then((module) => module.mountReferralForm);

/**
 * The referral form, an island: its logic (zod, react-hook-form, TanStack Query, toasts: about 50 KB) loads
 * when the visitor first uses it, which keeps the page's JavaScript within the 120 KB budget.
 */
export function ReferralForm() {
  return (
    <FormIsland
      formId={FORM_ID}
      load={loadForm}
      serverView={
        ServerView && (
          <ServerView
            formId={FORM_ID}
            bind={bindByName}
            errors={{}}
            pending={false}
            readingFile={false}
            selectedFile={null}
            onFiles={inert}
            onRemoveFile={inert}
            onSubmit={inert}
          />
        )
      }
    />
  );
}
