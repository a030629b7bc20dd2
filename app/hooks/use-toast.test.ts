import { afterEach, describe, expect, it, vi } from "vitest";
import { getToastState, reducer, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, type ToasterToast } from "./toast-store.ts";
import { toast } from "./use-toast.ts";

const make = (id: string): ToasterToast => ({ id, title: `Toast ${id}`, open: true });

describe("toast reducer", () => {
  it("shows one toast at a time: a new toast replaces the visible one", () => {
    expect(TOAST_LIMIT).toBe(1);
    const first = reducer({ toasts: [] }, { type: "ADD_TOAST", toast: make("1") });
    const second = reducer(first, { type: "ADD_TOAST", toast: make("2") });
    expect(second.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("updates, dismisses (closes but keeps) and removes a toast by id", () => {
    let state = reducer({ toasts: [] }, { type: "ADD_TOAST", toast: make("1") });
    state = reducer(state, { type: "UPDATE_TOAST", toast: { id: "1", title: "Changed" } });
    expect(state.toasts[0]?.title).toBe("Changed");
    state = reducer(state, { type: "DISMISS_TOAST", toastId: "1" });
    expect(state.toasts[0]?.open).toBe(false);
    state = reducer(state, { type: "REMOVE_TOAST", toastId: "1" });
    expect(state.toasts).toEqual([]);
  });

  it("dismisses and removes every toast when no id is given", () => {
    const state = reducer({ toasts: [make("1")] }, { type: "DISMISS_TOAST" });
    expect(state.toasts.every((t) => t.open === false)).toBe(true);
    expect(reducer(state, { type: "REMOVE_TOAST" }).toasts).toEqual([]);
  });
});

describe("toast()", () => {
  afterEach(() => vi.useRealTimers());

  it("replaces the visible toast and closes it when Radix reports it closed", () => {
    const first = toast({ title: "Information Saved" });
    const second = toast({ title: "Message sent!", description: "Thank you for contacting us." });
    expect(getToastState().toasts.map((t) => t.id)).toEqual([second.id]);
    expect(first.id).not.toBe(second.id);
    getToastState().toasts[0]?.onOpenChange?.(false);
    expect(getToastState().toasts[0]?.open).toBe(false);
  });

  it("removes a dismissed toast from memory after 1,000,000 ms", () => {
    vi.useFakeTimers();
    const handle = toast({ title: "Referral Submitted" });
    handle.update({ id: handle.id, title: "Referral Submitted", description: "Thank you" });
    expect(getToastState().toasts[0]?.description).toBe("Thank you");
    handle.dismiss();
    expect(getToastState().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });
});
