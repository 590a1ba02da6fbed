/**
 * The first of React DOM's start's three steps (index.ts): errors made from here on carry no
 * stack, until resume-stacks.ts runs.
 *
 * Without `Error.stackTraceLimit` (removed, not 0: with 0, V8 still collects the frames a debugger
 * asks for) V8 captures no stack for a new error. React DOM's client makes four errors when its
 * module runs (its Suspense sentinels, "This is not a real error!"), which it throws and catches
 * inside itself and never shows. Under DevTools (Lighthouse, Playwright) each error's stack had V8
 * parse React DOM's whole module function again for its line numbers: 95 ms of the shell's task on
 * a first visit at 5× CPU (docs/decisions/363). A phone without DevTools never paid it.
 */
export const pausedLimit: number | undefined = Error.stackTraceLimit;
delete (Error as { stackTraceLimit?: number }).stackTraceLimit;
