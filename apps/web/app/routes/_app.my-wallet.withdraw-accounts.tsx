import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { MethodsPage } from "../components/wallet/method-list";
import { PageError } from "../components/widgets/states";
import { pageTitle } from "../lib/meta";
import { ROUTE_PATHS } from "../lib/route-names";
import { loadMethods, type MethodsData, methodAction } from "../lib/wallet/method-actions.server";
import { payOutMethods } from "../lib/wallet/operations";

export const meta: MetaFunction = () => pageTitle("Withdraw Accounts");

/** The methods a withdrawal can be paid out to, and the templates of the types that can receive one. */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<MethodsData> {
  const { methods, templates } = await loadMethods(context, request);
  return { methods: payOutMethods(methods), templates: templates.filter((t) => t.can_pay_out) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return methodAction(context, request);
}

export default function WithdrawAccounts() {
  const data = useLoaderData<typeof loader>() as MethodsData;
  return (
    <MethodsPage
      {...data}
      title="Withdraw accounts"
      text="Where your withdrawals can be sent: mobile money, bank and PayPal."
      action={ROUTE_PATHS.my_wallet_withdraw_accounts}
      emptyTitle="No withdraw accounts yet"
      emptyText="Add a mobile money number, a bank account or PayPal to withdraw to."
    />
  );
}

export function ErrorBoundary() {
  return <PageError />;
}
