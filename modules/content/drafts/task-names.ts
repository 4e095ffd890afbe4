/** Task names apart from the code that runs them, so registering the task loads nothing heavy. */
export const CONTENT_GENERATE_TASK = "content.generate";
