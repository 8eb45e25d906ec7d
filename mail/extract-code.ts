// Finds the verification code or link in an ATS e-mail. Codes come as digits ("123456"), as
// capital letters and digits ("A7K2M9QX") or, near words like "code", as letters of both cases and
// digits (Greenhouse's "ydksL0X0", test/simulators/greenhouse/index.ts), usually right after "code" or "PIN";
// links are the ones whose address or text talks about verifying or confirming.

export interface ExtractedVerification {
  code: string | null;
  link: string | null;
}

export interface MailContent {
  subject?: string | null;
  text?: string | null;
  html?: string | null;
}

const CODE_WORDS = /\b(?:verification|security|confirmation|one[- ]time|access|login|sign[- ]in|passcode|otp|pin|code)\b/gi;
/** 4-8 digits, or 6-10 capitals and digits (letters must be upper case: ordinary words never are). */
const CODE_TOKEN = /^(?:\d{4,8}|[A-Z0-9]{6,10})$/;
const MENTIONS_CODE = /code|verif|pin|otp|passcode|confirm/i;
/** How many words after "code" may stand before the code itself ("code into the field: X7K2..."). */
const WINDOW = 12;

const LINK_WORDS = /verif|confirm|activat|validate|magic|token|sign-?in|login/i;
const NOT_A_VERIFICATION_LINK = /unsubscribe|privacy|terms|help|support|preferences|facebook|twitter|linkedin/i;

export function extractVerification(mail: MailContent): ExtractedVerification {
  const text = [mail.subject ?? "", mail.text?.trim() ? mail.text : htmlToText(mail.html ?? "")].join("\n");
  return { code: findCode(text), link: findLink(mail) };
}

function findCode(text: string): string | null {
  if (!MENTIONS_CODE.test(text)) return null;
  // 1. Templates usually print the code on a line of its own.
  for (const line of text.split("\n")) {
    const token = line.trim();
    if (CODE_TOKEN.test(token) && !/^(19|20)\d\d$/.test(token)) return token;
  }
  // 2. Otherwise the first code-like token near a word such as "code" or "PIN", after it or just before it.
  const nearby: string[] = [];
  for (const match of text.matchAll(CODE_WORDS)) {
    const after = tokens(text.slice(match.index + match[0].length)).slice(0, WINDOW);
    const before = tokens(text.slice(0, match.index)).slice(-3);
    nearby.push(...after, ...before.reverse());
  }
  return (
    nearby.find((t) => CODE_TOKEN.test(t) && /\d/.test(t)) ??
    nearby.find((t) => CODE_TOKEN.test(t) && t.length === 8) ??
    nearby.find(mixedCaseCode) ??
    null
  );
}

/** 8 letters and digits in both cases: a digit, or a capital after the first letter ("pWaacxDq"; not "Software"). */
function mixedCaseCode(t: string): boolean {
  return /^[A-Za-z0-9]{8}$/.test(t) && /[a-z]/.test(t) && (/\d/.test(t) || /.[A-Z]/.test(t));
}

function tokens(text: string): string[] {
  return text.split(/[^A-Za-z0-9]+/).filter(Boolean);
}

function findLink(mail: MailContent): string | null {
  const candidates: { href: string; label: string }[] = [];
  for (const match of (mail.html ?? "").matchAll(/<a\b[^>]*\bhref\s*=\s*["']([^"']+)["'][^>]*>([\s\S]*?)<\/a>/gi)) {
    candidates.push({ href: decodeEntities(match[1]), label: htmlToText(match[2]) });
  }
  for (const match of (mail.text ?? "").matchAll(/https?:\/\/[^\s<>"')\]]+/g)) candidates.push({ href: match[0], label: "" });
  const links = candidates.filter((c) => /^https?:\/\//i.test(c.href) && !NOT_A_VERIFICATION_LINK.test(c.href));
  const best = links.find((c) => LINK_WORDS.test(c.href)) ?? links.find((c) => LINK_WORDS.test(c.label));
  return best?.href ?? null;
}

function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, " ")
      .replace(/<br\s*\/?>|<\/(p|div|tr|td|li|h[1-6]|table)>/gi, "\n")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/\n\s*/g, "\n")
    .trim();
}

function decodeEntities(s: string): string {
  return s
    .replace(/&nbsp;/gi, " ")
    .replace(/&amp;/gi, "&")
    .replace(/&lt;/gi, "<")
    .replace(/&gt;/gi, ">")
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'")
    .replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)));
}
