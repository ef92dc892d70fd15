import { createApp } from "./app";

export { RateLimiter } from "./services/security/rate-limiter.do";

export default createApp();
