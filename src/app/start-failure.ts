/** What src/app/boot.ts shows when the shop's code cannot be fetched and nothing is on screen. */
export const START_FAILURE_MESSAGE = "The shop couldn't load. Check your connection and try again.";
