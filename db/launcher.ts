/**
 * `npm start` serves the embedded database from the launcher's own process and runs the app server
 * as its child. When the launcher dies (kill -9, out of memory) the child is re-parented and has no
 * database left: it stops with a message instead of answering every request with an error page.
 */
export function exitWithLauncher(intervalMs = 1000): void {
  const launcher = process.ppid;
  setInterval(() => {
    if (process.ppid === launcher) return;
    console.error(
      `The embedded database stopped with its launcher (process ${launcher}); this server stops too. ` +
        `Start the app again with "npm start": the database recovers its last committed state on open.`,
    );
    process.exit(1);
  }, intervalMs).unref();
}
