import type { ReactNode } from "react";

/** 'Login Successful' or 'Logged Out' (docs/product/spec.md §8) where the sign-in or sign-out lands, with or without script. */
export function SignInNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="my-4 rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
      {children}
    </p>
  );
}
