/**
 * Makes `stop` safe to call again: a test stops an instance on purpose (a restart, a failover) and
 * the cleanup stops every instance at the end.
 */
export function stopOnce<T extends { stop: () => Promise<void> }>(app: T): T {
  const stop = app.stop;
  let stopped = false;
  app.stop = async () => {
    if (!stopped) await stop();
    stopped = true;
  };
  return app;
}
