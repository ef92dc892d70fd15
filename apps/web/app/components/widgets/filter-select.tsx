// A list filter's select in a GET filter form (the admin lists, the studio's manager): its label, an
// "all" first choice posting "" (left out of the URL by filledParams), then the options.
import { useId } from "react";

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * @example <FilterSelect name="status" label="Status" value={filters.status} all="All statuses" options={STATUS_OPTIONS} />
 */
export function FilterSelect({
  name,
  label,
  value,
  all,
  options,
}: {
  name: string;
  label: string;
  value: string;
  /** The words of the empty choice ("All types"). */
  all: string;
  options: readonly FilterOption[];
}) {
  const id = `${name}-${useId()}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
