// The commerce slice (issue #34): what every market shares. So far the contract PDF and the refund rule;
// orders, escrow and the earnings view come with the rest of the issue.
export { type ContractTerms, contractPdf } from "./contract-pdf";
export { refundWithFee } from "./rules";
