import { Link } from "@remix-run/react";
import { useId } from "react";
import type { FieldErrors, PaymentMethod } from "../../lib/api/contract";
import { firstError } from "../../lib/api/envelope";
import { routePath } from "../../lib/route-names";
import { initialMethodId } from "../../lib/wallet/operations";

/** A labelled select of saved methods (default first chosen), or a link to add one when there are none. */
export function MethodSelect({
  methods,
  label,
  errors,
  emptyText,
}: {
  methods: readonly PaymentMethod[];
  label: string;
  errors: FieldErrors | undefined;
  emptyText: string;
}) {
  const id = useId();
  const error = firstError(errors, "payment_method_id");
  if (methods.length === 0) {
    return (
      <div className="field">
        <p>{emptyText}</p>
        <Link to={routePath("my_wallet_payment_methods")}>Add Payment Method</Link>
      </div>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name="payment_method_id"
        defaultValue={initialMethodId(methods)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {methods.map((method) => (
          <option key={method.id} value={method.id}>
            {method.name} · {method.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
