/** The same frame as the content calendar: the toolbar, then the side list and the month grid. */
export { default } from "../cm-posts-selected/loading";
