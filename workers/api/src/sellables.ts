import { studioBookingSellable } from "./features/appointments";
import { beatLicenceSellable } from "./features/beats";
import { upgradeSellable } from "./features/upgrades";
import { type ServiceType, serviceTypes } from "./features/wallet";

/*
 * Everything a service payment (`make-service-payment`) can buy, listed in one place: a selling feature
 * exports its request type and this list names it. The app and the crons hand this lookup to the wallet
 * (`deps.sellables`); nothing registers itself by being imported.
 */

/** One line per sellable request type. */
export const SELLABLE_TYPES: readonly ServiceType[] = [
  upgradeSellable,
  beatLicenceSellable,
  studioBookingSellable,
];

export const SELLABLES = serviceTypes(SELLABLE_TYPES);
