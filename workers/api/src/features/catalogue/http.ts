// The route helpers under the module name the collections and search routes import them by.
export { viewContextOf } from "./route-context";
export { viewer as viewerOf } from "./view-context";
