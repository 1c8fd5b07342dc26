/**
 * The running server, apart from any subject: its role ({@link dev.parlance.system.ProcessRole}: api,
 * worker or both, and what each leaves out: the HTTP edge, or the running of queued work), the operator's settings (each also an environment
 * variable), the data folder (owner-only modes for its secrets, and the sweep of what a crash left
 * half-written, told by each room that writes {@code .part} files how long a live one may sit
 * quiet), the server secret that signs links and seals keys, the public base URL, the clock (a bean,
 * so tests move time), db-scheduler's storage of task data as JSON, and the guard every URL a
 * customer gives passes before the server fetches or calls it, and the platform threads a request's
 * long computation runs on so that it holds no carrier of the virtual threads ({@link dev.parlance.system.ProcessorWork}). A room's own settings live in that
 * room ({@code media}'s, {@code speech}'s, {@code notification}'s...); the types every room shares
 * for talking to clients (errors, ids, lenient values) are {@code common}.
 */
package dev.parlance.system;
