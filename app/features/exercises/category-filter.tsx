import { useEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { exerciseMessages } from "#contracts/exercise-messages.ts";
import type { ExerciseCategory } from "#contracts/exercises.ts";
import { paths } from "#contracts/paths.ts";
import { Button } from "#app/components/ui/button.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";

/**
 * The category filter (docs/product/spec.md, "Exercises page"): a plain GET form, so it works before any JavaScript and a
 * filtered list has its own address (?category=). Once the page is interactive a choice applies at once;
 * the button stays for keyboards and for the time before. A choice made while the page was loading is
 * applied when it hydrates, without another press.
 */
export function CategoryFilter({ categories, current }: { categories: ExerciseCategory[]; current: string }) {
  const submit = useSubmit();
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    // Against the option the server marked, not `current`: an unknown category in the address has none.
    const options = [...(select.current?.options ?? [])];
    const rendered = (options.find((option) => option.defaultSelected) ?? options[0])?.value;
    if (select.current && select.current.value !== rendered) void submit(select.current.form, { preventScrollReset: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration: later choices submit on change
  }, []);
  return (
    <Form method="get" action={paths.exercises} className="flex flex-wrap items-end gap-2" aria-label="Filter exercises">
      <div className="grid gap-1.5">
        <label htmlFor="category" className="text-sm font-medium">
          Category
        </label>
        <NativeSelect
          ref={select}
          id="category"
          name="category"
          defaultValue={current}
          key={current}
          className="w-72 max-w-full"
          onChange={(event) => void submit(event.currentTarget.form, { preventScrollReset: true })}
        >
          <option value="">{exerciseMessages.allCategories}</option>
          {categories.map(({ category, stage, weeks }) => (
            <option key={stage} value={category}>
              {stage}. {category} ({weeks})
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline">
        Show
      </Button>
    </Form>
  );
}
