import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { MethodsPage } from "../components/wallet/method-list";
import { PageError } from "../components/widgets/states";
import { pageTitle } from "../lib/meta";
import { ROUTE_PATHS } from "../lib/route-names";
import { loadMethods, type MethodsData, methodAction } from "../lib/wallet/method-actions.server";

export const meta: MetaFunction = () => pageTitle("Payment Methods");

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadMethods(context, request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return methodAction(context, request);
}

/** Spec §2: the route named my_wallet_payment_methods. */
export default function PaymentMethods() {
  const data = useLoaderData<typeof loader>() as MethodsData;
  return (
    <MethodsPage
      {...data}
      title="Payment methods"
      text="Cards, mobile money, bank accounts and PayPal you pay and get paid with."
      action={ROUTE_PATHS.my_wallet_payment_methods}
      emptyTitle="No payment methods found"
      emptyText="Add a card or a mobile money number to top up and pay."
    />
  );
}

export function ErrorBoundary() {
  return <PageError />;
}
