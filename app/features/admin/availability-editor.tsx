import { Loader2, OctagonAlert, Plus, Save, SquareArrowOutUpRight, X } from "lucide";
import { useId, useRef, useState, type ReactNode } from "react";
import { Form, useActionData } from "react-router";
import type { AdminAvailabilityView } from "#contracts/admin-inbox.ts";
import type { SchedulerSettings } from "#core/scheduling/scheduler-settings.ts";
import { weekdayNames } from "#core/scheduling/weekdays.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { AdminWhen } from "./admin-when.tsx";
import { ReplyNotice, type AdminReply } from "./admin-reply.tsx";
import { useSubmission } from "./use-submission.ts";

type Hours = SchedulerSettings["weeklyHours"][number];
type DaysOff = SchedulerSettings["daysOff"][number];

/** A labelled number field of the editor, in whole units. */
function NumberField({ label, hint, name, value }: { label: string; hint: string; name: string; value: number }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        defaultValue={Number.isNaN(value) ? "" : value}
        className="w-32"
      />
      <span className="text-xs text-muted-foreground">{hint}</span>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-md border bg-card p-4 sm:p-6">
      <h2 id={id} className="text-xl font-semibold text-brand-deep">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Rows the editor adds and removes, each with a stable key for its uncontrolled fields. */
function useRows<T>(initial: T[]) {
  const next = useRef(initial.length);
  const [rows, setRows] = useState(() => initial.map((value, key) => ({ key, value })));
  return {
    rows,
    add: (value: T) => setRows((current) => [...current, { key: next.current++, value }]),
    remove: (key: number) => setRows((current) => current.filter((row) => row.key !== key)),
  };
}

/**
 * The editor: a form of the saved settings (or those just refused), posted whole to the page's action.
 * Its fields work before the page's script; adding and removing ranges needs it, and says so until then.
 */
function Editor({ settings }: { settings: SchedulerSettings }) {
  const hydrated = useHydrated();
  const hours = useRows<Hours>(settings.weeklyHours);
  const daysOff = useRows<DaysOff>(settings.daysOff);
  const save = useSubmission("save", "availability");
  const notReady = hydrated ? {} : ({ "aria-disabled": true, onClick: undefined } as const);

  return (
    <Form method="post" preventScrollReset onSubmit={save.onSubmit} className="space-y-6">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="subject" value="availability" />
      <input type="hidden" name="timeZone" value={settings.timeZone} />
      <input type="hidden" name="consultationMinutes" value={settings.consultationMinutes} />
      <input type="hidden" name="slotStepMinutes" value={settings.slotStepMinutes} />
      <Section title="Weekly hours">
        <p className="text-sm text-muted-foreground">
          Melbourne time. A day may have several ranges; a day without any has no consultations.
        </p>
        <ul className="divide-y">
          {weekdayNames.map((dayName, index) => {
            const weekday = index + 1;
            const ranges = hours.rows.filter((row) => row.value.weekday === weekday);
            return (
              <li key={dayName} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start">
                <span className="w-28 shrink-0 pt-2 font-medium">{dayName}</span>
                <div className="flex flex-1 flex-col gap-2">
                  {ranges.length === 0 && <span className="pt-2 text-sm text-muted-foreground">Closed</span>}
                  {ranges.map(({ key, value }) => (
                    <div key={key} className="flex items-center gap-2">
                      <input type="hidden" name="hoursWeekday[]" value={weekday} />
                      <Input
                        type="time"
                        name="hoursStart[]"
                        aria-label={`${dayName} from`}
                        defaultValue={value.start}
                        className="w-28 px-2 sm:w-32 sm:px-3"
                      />
                      <span aria-hidden="true">to</span>
                      <Input
                        type="time"
                        name="hoursEnd[]"
                        aria-label={`${dayName} until`}
                        defaultValue={value.end}
                        className="w-28 px-2 sm:w-32 sm:px-3"
                      />
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove ${dayName} ${value.start} to ${value.end}`}
                        onClick={() => hours.remove(key)}
                        {...notReady}
                      >
                        <Icon node={X} />
                      </Button>
                    </div>
                  ))}
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="self-start"
                  aria-label={`Add hours on ${dayName}`}
                  onClick={() => hours.add({ weekday, start: "09:00", end: "12:00" })}
                  {...notReady}
                >
                  <Icon node={Plus} />
                  Add hours
                </Button>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section title="Days off">
        <p className="text-sm text-muted-foreground">
          Leave and public holidays: no consultations from the first day to the last, both included.
        </p>
        {daysOff.rows.length === 0 && <p className="text-sm text-muted-foreground">No days off planned.</p>}
        <ul className="space-y-2">
          {daysOff.rows.map(({ key, value }) => (
            <li key={key} className="flex flex-wrap items-center gap-2">
              <Input type="date" name="offFrom[]" aria-label="First day off" defaultValue={value.from} className="w-44" />
              <span aria-hidden="true">to</span>
              <Input type="date" name="offTo[]" aria-label="Last day off" defaultValue={value.to} className="w-44" />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove days off ${value.from} to ${value.to}`}
                onClick={() => daysOff.remove(key)}
                {...notReady}
              >
                <Icon node={X} />
              </Button>
            </li>
          ))}
        </ul>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            const today = new Intl.DateTimeFormat("en-CA", { timeZone: settings.timeZone }).format(new Date());
            daysOff.add({ from: today, to: today });
          }}
          {...notReady}
        >
          <Icon node={Plus} />
          Add days off
        </Button>
      </Section>

      <Section title="Booking rules">
        <div className="flex flex-wrap gap-6">
          <NumberField
            label="Minimum notice (hours)"
            hint="How soon a patient may book"
            name="minimumNoticeHours"
            value={settings.minimumNoticeMinutes / 60}
          />
          <NumberField
            label="Booking horizon (days)"
            hint="How far ahead times are offered"
            name="bookingHorizonDays"
            value={settings.bookingHorizonDays}
          />
          <NumberField
            label="Buffer (minutes)"
            hint="Free time after each consultation"
            name="bufferMinutes"
            value={settings.bufferMinutes}
          />
        </div>
      </Section>

      <ReplyNotice subject="availability" />
      <Button type="submit" disabled={save.pending}>
        <Icon node={save.pending ? Loader2 : Save} className={save.pending ? "animate-spin" : undefined} />
        Save availability
      </Button>
    </Form>
  );
}

/** The saved settings' consequences: the next times patients see, and bookings outside the hours. */
function Consequences({ view }: { view: AdminAvailabilityView }) {
  return (
    <>
      {view.outsideHours.length > 0 && (
        <section
          role="status"
          aria-labelledby="outside-heading"
          className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <h2 id="outside-heading" className="flex items-center gap-2 font-semibold">
            <Icon node={OctagonAlert} className="size-4" />
            {view.outsideHours.length === 1 ? "1 booking is" : `${view.outsideHours.length} bookings are`} outside the hours
          </h2>
          <p className="text-sm">They stay booked: nothing is moved or cancelled. Contact the patients if the time no longer suits.</p>
          <ul className="list-disc pl-5 text-sm">
            {view.outsideHours.map((booking) => (
              <li key={booking.id}>
                {booking.name}, <AdminWhen iso={booking.start} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <Section title="Next times offered">
        {view.preview.length === 0 ? (
          <p className="text-muted-foreground">No times are offered with these settings.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {view.preview.map((start) => (
              <li key={start} className="rounded-md border px-3 py-2 text-sm">
                <AdminWhen iso={start} />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

/** The availability page: the built-in scheduler's editor, or where Calendly's hours live. */
export function AvailabilityEditor({ view }: { view: AdminAvailabilityView }) {
  const reply = useActionData<AdminReply>();
  const refused = reply?.subject === "availability" && !reply.ok ? reply.settings : undefined;
  if (view.scheduler === "calendly") {
    return (
      <Section title="Calendly schedules your consultations">
        <p>Patients book the times your Calendly account offers, so your hours and days off are set in Calendly, not here.</p>
        <a
          href={view.calendlyUrl ?? "https://calendly.com/app/availability"}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-deep underline"
        >
          Open Calendly
          <Icon node={SquareArrowOutUpRight} className="size-4" />
        </a>
      </Section>
    );
  }
  const settings = refused ?? view.settings;
  return (
    <div className="space-y-6">
      <Consequences view={view} />
      <Editor key={JSON.stringify(settings)} settings={settings} />
    </div>
  );
}
