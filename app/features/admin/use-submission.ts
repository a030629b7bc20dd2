import { useEffect, useRef, type FormEvent } from "react";
import { useNavigation } from "react-router";

/**
 * Whether the page is posting `intent` for `id`, and a submit handler that lets one such post go at a
 * time: a double click sends one request, even before React has re-rendered the button as disabled.
 */
export function useSubmission(intent: string, id: string) {
  const navigation = useNavigation();
  const form = navigation.formData;
  const pending = navigation.state === "submitting" && form?.get("intent") === intent && [...form.values()].includes(id);
  const sent = useRef(false);
  useEffect(() => {
    if (navigation.state === "idle") sent.current = false;
  }, [navigation.state]);
  const onSubmit = (event: FormEvent) => {
    if (sent.current) event.preventDefault();
    sent.current = true;
  };
  return { pending, onSubmit };
}
