import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** While on, every connection is refused with "421 Service not available" (a server out of service). */
  refuse: (on: boolean) => void;
  /** The mails to `address` once `count` have arrived (a job sends them moments after they are queued); fails after 15 s. */
  mailsTo: (address: string, count?: number) => Promise<ReceivedMail[]>;
  stop: () => Promise<void>;
}

/** A real SMTP server in this process that keeps what it receives (on `port`, e.g. to come back where it was stopped). */
export async function startSmtp({ port: wanted = 0 }: { port?: number } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, callback) {
      callback(refusing ? Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refuse: (on) => void (refusing = on),
    mailsTo: async (address, count = 1) => {
      const to = () => received.filter((mail) => mail.to.includes(address));
      for (const until = Date.now() + 15_000; to().length < count; await new Promise((resolve) => setTimeout(resolve, 50))) {
        if (Date.now() > until) throw new Error(`${to().length} of ${count} mails to ${address} arrived`);
      }
      return to();
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A received message with its quoted-printable and base64 parts decoded, so its text can be searched. */
export function readableMail(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const decoded = Buffer.from(qp, 'latin1').toString('utf8');
  return decoded.replace(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})(?=\r?\n--)/g, (match, body: string) => `\n\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`);
}

/** A received message's header (unfolded) and its body with quoted-printable soft breaks and `=3D` undone. */
export function readMail(mail: ReceivedMail): { header: (name: string) => string | undefined; body: string } {
  const [head, ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  return {
    header: (name) => headers.find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))?.slice(name.length + 1).trim(),
    body: rest.join('\n\n').replace(/=\r?\n/g, '').replace(/=3D/g, '='),
  };
}
