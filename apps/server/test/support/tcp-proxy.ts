import net from "node:net";

/**
 * A TCP proxy in front of PostgreSQL that a test can take down and bring back, like a database
 * restart or fail-over seen from the app: `down()` cuts every open connection and refuses new
 * ones until `up()`. Only this test's connections go through it; the shared server is untouched.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const open = new Set<net.Socket>();
  let accepting = true;
  const server = net.createServer((inbound) => {
    if (!accepting) {
      inbound.destroy();
      return;
    }
    const outbound = net.connect(target.port, target.host);
    open.add(inbound);
    open.add(outbound);
    const closeBoth = () => {
      inbound.destroy();
      outbound.destroy();
      open.delete(inbound);
      open.delete(outbound);
    };
    inbound.on("error", closeBoth).on("close", closeBoth);
    outbound.on("error", closeBoth).on("close", closeBoth);
    inbound.pipe(outbound);
    outbound.pipe(inbound);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("proxy has no port");
  return {
    port: address.port,
    /** New connections are refused; open ones stay until their ends close them. */
    refuse() {
      accepting = false;
    },
    down() {
      accepting = false;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    up() {
      accepting = true;
    },
    async close() {
      this.down();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
