/**
 * Every module's public API endpoints, imported so each registers itself with lib/api's registry.
 * Add one line per module that defines endpoints (modules/<m>/api.ts); the route handler, the
 * OpenAPI document, the reference page and the API matrix test all read the registry this fills.
 */
import "@/modules/tasks/api";
// import "@/modules/sprints/api";
// import "@/modules/squad/api";
// import "@/modules/activity/api";

export { apiRegistry } from "@/lib/api/endpoint";
