// Mail servers on 127.0.0.1 that hang, as a wedged relay does: one takes the TCP connection and never
// says a word, the other greets and takes the message, then never answers it.
import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface HungMailServer {
  url: string;
  close(): Promise<void>;
}

/** Accepts connections and never sends the SMTP greeting. */
export async function startSilentServer(): Promise<HungMailServer> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {}); // the client gives up and resets: expected
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A real SMTP server that reads the whole message and then never answers the end of DATA. */
export async function startUnansweringSmtpServer(): Promise<HungMailServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Closing drops whatever connection is still open at once rather than after 30 s.
    closeTimeout: 1,
    onData(stream) {
      stream.resume(); // reads the message; the callback that would answer "250 OK" is never called
    },
  });
  server.on('error', () => {}); // the client gives up and resets: expected
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
