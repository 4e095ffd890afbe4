export {
  outbound,
  createOutboundClient,
  isOutboundError,
  MAX_TIMEOUT_MS,
  OutboundBlockedError,
  OutboundNetworkError,
  OutboundTimeoutError,
  OutboundTooLargeError,
  type OutboundClient,
  type OutboundRequest,
  type OutboundResponse,
  type Transport,
} from "./client";
export { checkUrl, parseAllowList, type CheckedTarget, type Resolver } from "./guard";
export { markCallFailed, type AuditContext } from "./audit";
export { redactPath, safeUrl, hostOf } from "./redact";
