import { useEffect, useRef } from "react";
import { untilFirstUse } from "./first-use.ts";

const FORM_ID = "referral-form";

// Server only: the form's markup. Imported in a branch the browser build removes, so the page's first
// JavaScript does not carry the form; the browser gets it with the interactive form, on first use.
const ServerView = import.meta.env.SSR ? (await import("./referral-form-view.tsx")).ReferralFormView : null;

const ignore = () => {};

/**
 * The referral form, an island. The server renders it as plain HTML inside a host element that the page's
 * React tree never touches (an unchanging innerHTML). When the visitor first focuses or touches the form,
 * its logic (zod, react-hook-form, TanStack Query, toasts: about 50 KB) loads and hydrates that HTML as
 * its own React root, keeping what was typed and where the caret is. This keeps the page's JavaScript
 * within the 120 KB budget. After a navigation inside the site there is no server HTML: the form loads
 * at once and renders itself.
 */
export function ReferralForm() {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const serverRendered = element.firstElementChild !== null;
    let unmount: (() => void) | null = null;
    let cancelled = false;
    void (serverRendered ? untilFirstUse(element) : Promise.resolve())
      .then(() => import("./interactive-referral-form.tsx"))
      .then(({ mountReferralForm }) => {
        if (!cancelled) unmount = mountReferralForm(element, FORM_ID, serverRendered);
      });
    return () => {
      cancelled = true;
      // Not during this root's commit: React refuses to unmount a root synchronously while rendering.
      if (unmount) queueMicrotask(unmount);
    };
  }, []);

  if (ServerView) {
    return (
      <div ref={host}>
        <ServerView
          formId={FORM_ID}
          bind={(name) => ({ name })}
          errors={{}}
          pending={false}
          readingFile={false}
          selectedFile={null}
          onFiles={ignore}
          onRemoveFile={ignore}
          onSubmit={ignore}
        />
      </div>
    );
  }
  // Hydration keeps the server's markup inside: React does not patch innerHTML while hydrating.
  return <div ref={host} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}
