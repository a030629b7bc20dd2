import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { fieldMessages, mountIslandRoot, renderedTextValues } from "#app/components/island-root.tsx";
import { toast } from "#app/hooks/use-toast.ts";
import { ApiRequestError, postJson, serverMessageOf } from "#app/lib/api-client.ts";
import { QueryProvider } from "#app/lib/query-client.tsx";
import { takeHandover } from "#app/lib/first-use.ts";
import { describeFiles, readAttachment } from "./read-attachment.ts";
import { fieldId, ReferralFormView, type TextFieldName } from "./referral-form-view.tsx";
import { referralFields, referralSchema, type Referral, type ReferralInput } from "#contracts/referral.ts";
import { ReferralSubmitted } from "./referral-submitted.tsx";

export const SUBMISSION_FALLBACK = "Failed to submit referral. Please try again.";

const emptyReferral: ReferralInput = {
  referrerName: "",
  clinicName: "",
  email: "",
  phone: "",
  patientName: "",
  patientEmail: "",
  joinNetwork: false,
  notes: "",
  attachment: null,
};

const textNames: readonly TextFieldName[] = ["referrerName", "clinicName", "email", "phone", "patientName", "patientEmail", "notes"];

function readRenderedForm(formId: string): ReferralInput {
  const form = typeof document === "undefined" ? null : document.getElementById(formId);
  const join = form instanceof HTMLFormElement ? form.elements.namedItem("joinNetwork") : null;
  return {
    ...emptyReferral,
    ...renderedTextValues(formId, textNames),
    joinNetwork: join instanceof HTMLInputElement && join.checked,
  };
}

interface InteractiveReferralFormProps {
  formId: string;
}

function ReferralFormEngine({ formId }: InteractiveReferralFormProps) {
  const [initial] = useState(() => readRenderedForm(formId));
  const [submitted, setSubmitted] = useState(false);
  const [selectedFile, setSelectedFile] = useState<{ name: string; size: number } | null>(null);
  const [readingFile, setReadingFile] = useState(false);
  const focusAfterRender = useRef<string | null>(null);

  const { register, handleSubmit, formState, setValue, setError, reset, setFocus } = useForm<ReferralInput, unknown, Referral>({
    resolver: zodResolver(referralSchema),
    defaultValues: initial,
    mode: "onTouched",
  });

  const submission = useMutation({
    mutationFn: (referral: Referral) => postJson<{ id: string }>("/api/referrals", referral),
    onSuccess: () => {
      reset(emptyReferral);
      setSelectedFile(null);
      setSubmitted(true);
      toast({ title: "Referral Submitted", description: "Thank you. Our team will be in touch with your patient." });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if ((referralFields as readonly string[]).includes(field)) setError(field as (typeof referralFields)[number], { message });
        }
      }
      toast({ variant: "destructive", title: "Submission Error", description: serverMessageOf(error, SUBMISSION_FALLBACK) });
    },
  });

  const onFiles = async (files: File[]) => {
    const [file] = files;
    if (files.length > 1 || !file) {
      setSelectedFile(null);
      setValue("attachment", describeFiles(files), { shouldValidate: true, shouldDirty: true });
      return;
    }
    setSelectedFile({ name: file.name, size: file.size });
    setReadingFile(true);
    try {
      setValue("attachment", await readAttachment(file), { shouldValidate: true, shouldDirty: true });
    } catch {
      setValue("attachment", { filename: file.name, contentType: file.type, data: "" }, { shouldValidate: true });
    } finally {
      setReadingFile(false);
    }
  };

  const submit = handleSubmit(
    (referral) => submission.mutate(referral),
    // react-hook-form focuses the first invalid text field; the file input is not one of its fields.
    (invalid) => {
      if (Object.keys(invalid).length === 1 && invalid.attachment) document.getElementById(fieldId(formId, "attachment"))?.focus();
    },
  );

  // A file chosen, dropped or a submit pressed before this module had loaded.
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const { files: dropped, submit: submitNow } = takeHandover();
    const input = document.getElementById(fieldId(formId, "attachment"));
    const chosen = input instanceof HTMLInputElement && input.files?.length ? Array.from(input.files) : null;
    const files = dropped ?? chosen;
    // After this render has settled: the file is read, then the form submitted, as if done just now.
    void Promise.resolve().then(async () => {
      if (files) await onFiles(files);
      if (submitNow) await submit();
    });
    // Once, on mount: the handover describes the moment this form took over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!submitted && focusAfterRender.current) {
      setFocus(focusAfterRender.current as TextFieldName);
      focusAfterRender.current = null;
    }
  }, [submitted, setFocus]);

  if (submitted) {
    return (
      <ReferralSubmitted
        onAnother={() => {
          focusAfterRender.current = "referrerName";
          submission.reset();
          setSubmitted(false);
        }}
      />
    );
  }

  return (
    <ReferralFormView
      formId={formId}
      bind={(name) => register(name)}
      errors={fieldMessages(formState.errors, referralFields)}
      pending={submission.isPending}
      readingFile={readingFile}
      selectedFile={selectedFile}
      onFiles={(files) => void onFiles(files)}
      onRemoveFile={() => {
        setSelectedFile(null);
        setValue("attachment", null, { shouldValidate: true });
      }}
      onSubmit={(event) => void submit(event)}
    />
  );
}

/**
 * Mounts the referral form with its validation and submission in `host` as a React root of its own:
 * hydrating the server's HTML, or rendering afresh. Returns the unmount.
 */
export function mountReferralForm(host: HTMLElement, hydrate: boolean, formId: string): () => void {
  return mountIslandRoot(
    host,
    hydrate,
    <QueryProvider>
      <ReferralFormEngine formId={formId} />
    </QueryProvider>,
  );
}
