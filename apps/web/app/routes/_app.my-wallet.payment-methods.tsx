import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { MethodList } from "../components/wallet/method-list";
import { PageHead } from "../components/widgets/page-head";
import { PageError } from "../components/widgets/states";
import type { PaymentMethod, PaymentTemplate } from "../lib/api/contract";
import { pageTitle } from "../lib/meta";
import { ROUTE_PATHS } from "../lib/route-names";
import { loadMethods, methodAction } from "../lib/wallet/method-actions.server";

export const meta: MetaFunction = () => pageTitle("Payment Methods");

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadMethods(context, request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return methodAction(context, request);
}

/** Spec §2: the route named my_wallet_payment_methods. */
export default function PaymentMethods() {
  const { methods, templates } = useLoaderData<typeof loader>() as {
    methods: PaymentMethod[];
    templates: PaymentTemplate[];
  };
  return (
    <div className="stack">
      <PageHead
        title="Payment methods"
        text="Cards, mobile money, bank accounts and PayPal you pay and get paid with."
      />
      <MethodList
        methods={methods}
        templates={templates}
        action={ROUTE_PATHS.my_wallet_payment_methods}
        emptyTitle="No payment methods found"
        emptyText="Add a card or a mobile money number to top up and pay."
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <PageError />;
}
