// Whose mail may carry an application's code: the platform's (catalog senderDomains) or the employer's
// (the posting's own domain), by registrable domain, envelope and From header both.
import { getDomain } from "tldts";
import { describe, expect, it } from "vitest";
import { CATALOG } from "../../catalog";
import { isTrustedSender, registrableDomain, trustedDomains } from "../../mail/trusted-sender";

const greenhouse = { ats: "greenhouse", url: "https://boards.greenhouse.io/acme/jobs/4012" };
const mail = (envelopeSender: string | null, from: string | null) => ({ envelopeSender, senderDomain: from && registrableDomain(from) });

describe("trusted senders", () => {
  it("trusts the platform's own mail, from any of its subdomains", () => {
    expect(isTrustedSender(mail("no-reply@us.greenhouse-mail.io", "no-reply@us.greenhouse-mail.io"), greenhouse)).toBe(true);
    expect(isTrustedSender(mail("bounces+123@em42.greenhouse-mail.io", "no-reply@greenhouse.io"), greenhouse)).toBe(true);
    const workday = { ats: "workday", url: "https://acme.wd5.myworkdayjobs.com/External/job/Remote/Engineer_R-4012" };
    expect(isTrustedSender(mail("acme@myworkday.com", "acme@myworkday.com"), workday)).toBe(true);
  });

  it("trusts the employer's own domain when the posting is on it", () => {
    const onEmployerSite = { ats: "greenhouse", url: "https://careers.acme-robotics.co.uk/jobs?gh_jid=4012" };
    expect(isTrustedSender(mail("careers@acme-robotics.co.uk", "talent@mail.acme-robotics.co.uk"), onEmployerSite)).toBe(true);
    // A posting outside the catalog: only the employer's domain.
    const generic = { ats: null, url: "https://jobs.acme-robotics.com/openings/4012" };
    expect(isTrustedSender(mail("noreply@acme-robotics.com", "noreply@acme-robotics.com"), generic)).toBe(true);
    expect(isTrustedSender(mail("no-reply@us.greenhouse-mail.io", "no-reply@us.greenhouse-mail.io"), generic)).toBe(false);
  });

  it("refuses another platform, look-alikes, a forged From or envelope, bounces and several From addresses", () => {
    expect(isTrustedSender(mail("no-reply@hire.lever.co", "no-reply@hire.lever.co"), greenhouse)).toBe(false);
    expect(isTrustedSender(mail("x@greenhouse-mail.io.evil.example", "x@greenhouse-mail.io.evil.example"), greenhouse)).toBe(false);
    expect(isTrustedSender(mail("x@evilgreenhouse-mail.io", "x@evilgreenhouse-mail.io"), greenhouse)).toBe(false);
    expect(isTrustedSender(mail("spoofer@evil.example", "no-reply@us.greenhouse-mail.io"), greenhouse)).toBe(false);
    expect(isTrustedSender(mail("no-reply@us.greenhouse-mail.io", "spoofer@evil.example"), greenhouse)).toBe(false);
    expect(isTrustedSender(mail(null, "no-reply@us.greenhouse-mail.io"), greenhouse)).toBe(false);
    expect(isTrustedSender({ envelopeSender: "no-reply@us.greenhouse-mail.io", senderDomain: null }, greenhouse)).toBe(false);
  });

  it("never lets one tenant of a shared host speak for another (private public suffixes)", () => {
    const pages = { ats: null, url: "https://acme.github.io/jobs/4012" };
    expect(trustedDomains(pages)).toEqual(new Set(["acme.github.io"]));
    expect(isTrustedSender(mail("x@mallory.github.io", "x@mallory.github.io"), pages)).toBe(false);
  });

  it("gives every platform in the catalog registrable sender domains, none where anyone can get an address", () => {
    const freeMail = new Set([
      "gmail.com",
      "googlemail.com",
      "outlook.com",
      "hotmail.com",
      "yahoo.com",
      "icloud.com",
      "zoho.com",
      "proton.me",
      "gmx.com",
      "mail.com",
      "aol.com",
    ]);
    for (const platform of CATALOG) {
      expect(platform.senderDomains.length, platform.id).toBeGreaterThan(0);
      for (const domain of platform.senderDomains) {
        expect(getDomain(domain, { allowPrivateDomains: true }), `${platform.id}: ${domain}`).toBe(domain);
        expect(freeMail.has(domain), `${platform.id}: ${domain}`).toBe(false);
      }
    }
  });
});
