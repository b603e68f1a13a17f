/*
 * The me feature's face: what other modules may import of it (ADR 052). Everything
 * else in this folder is private to the feature.
 */
export { register } from "./register";
