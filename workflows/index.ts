// Entry point for the worker's workflow bundle.
export { applicationWorkflow } from "./application";
export { webhookDeliveryWorkflow } from "./webhook-delivery";
