// Whose mail may carry an application's verification code or link: the platform's own mail (the
// catalog's senderDomains) or the employer's (the posting's own domain). Anyone can send to a
// managed inbox, so a code from anyone else is kept for the record and never used (docs/guarantees.md).
//
// Both senders must belong, compared by registrable domain (tldts, with the Public Suffix List):
// - the header From is what the platform shows and what DMARC protects at an edge relay;
// - the envelope MAIL FROM is what SPF checks at an edge relay.
// Neither is verified here (no SPF/DKIM): this receiver is meant to sit behind an MTA that refuses
// mail failing them. Requiring both, each in the trusted set, is DMARC's relaxed alignment in spirit:
// an SPF pass on the envelope then also speaks for the From a person or a filter would read. A bounce
// (empty MAIL FROM) or a From with several addresses is never trusted.
import { getDomain } from "tldts";
import { getPlatform } from "../catalog";

export interface MailSenders {
  /** The envelope sender (MAIL FROM); null for the empty sender of a bounce. */
  envelopeSender: string | null;
  /** Registrable domain of the header From, null unless it holds exactly one address. */
  senderDomain: string | null;
}

export interface ApplicationOrigin {
  ats: string | null;
  /** The posting URL: its registrable domain is the employer's own site (or the platform's). */
  url: string;
}

/** The registrable domain ("greenhouse-mail.io") of a host or of an e-mail address's domain. */
export function registrableDomain(hostOrAddress: string): string | null {
  const host = hostOrAddress
    .slice(hostOrAddress.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
  if (!host) return null;
  // Private suffixes count (github.io, ...): one tenant of such a host must not speak for another.
  return getDomain(host, { allowPrivateDomains: true }) ?? null;
}

/** The registrable domains whose mail speaks for this application's platform or employer. */
export function trustedDomains(app: ApplicationOrigin): Set<string> {
  const domains = new Set(app.ats ? (getPlatform(app.ats)?.senderDomains ?? []) : []);
  const posting = postingHost(app.url);
  const own = posting ? registrableDomain(posting) : null;
  if (own) domains.add(own);
  return domains;
}

export function isTrustedSender(mail: MailSenders, app: ApplicationOrigin): boolean {
  if (!mail.envelopeSender || !mail.senderDomain) return false;
  const envelopeDomain = registrableDomain(mail.envelopeSender);
  const trusted = trustedDomains(app);
  return envelopeDomain !== null && trusted.has(envelopeDomain) && trusted.has(mail.senderDomain);
}

function postingHost(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}
