// A bare SMTP client over a socket, for what nodemailer hides: exact replies, a declared SIZE, a
// message streamed without end, many connections held open.
import net from "node:net";

export interface RawSmtp {
  /** The next complete reply (all lines of a multi-line one), or null once the server has hung up. */
  reply(): Promise<string | null>;
  /** Sends one command line and returns the reply. */
  command(line: string): Promise<string | null>;
  socket: net.Socket;
  /** Everything received that no reply() has taken yet. */
  pending(): string;
  close(): void;
}

export async function connectSmtp(port: number): Promise<RawSmtp> {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let buffer = "";
  let ended = false;
  let wake: (() => void) | undefined;
  socket.setEncoding("utf8");
  socket.on("data", (text: string) => {
    buffer += text;
    wake?.();
  });
  const finish = () => {
    ended = true;
    wake?.();
  };
  socket.on("end", finish).on("close", finish).on("error", finish);

  /** A reply ends with a line "NNN text" (a space after the code, not "NNN-text"). */
  const complete = () => {
    const lines = buffer.split("\r\n");
    const last = lines.findIndex((l) => /^\d{3}(?: |$)/.test(l));
    return last >= 0 ? lines.slice(0, last + 1).join("\r\n").length + 2 : -1;
  };
  async function reply(): Promise<string | null> {
    for (;;) {
      const end = complete();
      if (end > 0) {
        const text = buffer.slice(0, end - 2);
        buffer = buffer.slice(end);
        return text;
      }
      if (ended) return null;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  }
  return {
    reply,
    async command(line) {
      socket.write(`${line}\r\n`);
      return reply();
    },
    socket,
    pending: () => buffer,
    close: () => socket.destroy(),
  };
}
