/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in
 * between. A message comes back sooner than a timer, which browsers hold back by a few milliseconds
 * once timers nest.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
