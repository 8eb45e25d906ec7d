// Identity, contact, links, location and documents: plain facts of the profile.
import type { Rule } from "../claims";
import { bool, text, textAt } from "../claims";
import type { ApplicantFacts, FactName } from "../facts";
import { normalizeText, words } from "../text";
import { pickByText } from "../options";
import type { QuestionOption } from "../../../lib/domain";

const extra = (name: FactName) => (f: ApplicantFacts) => {
  const fact = f.extra(name);
  return fact ? text(fact.value, fact.from) : null;
};
const applicant = (key: "firstName" | "lastName" | "email" | "phone") => (f: ApplicantFacts) =>
  text(f.applicant[key], key === "email" ? "personalInformation.email" : `personalInformation.${key}`);

export const IDENTITY_RULES: Rule[] = [
  {
    name: "preferred_name",
    category: "identity",
    test: /preferred (first )?name|nick ?name|goes by|name (do )?you go by|name youd prefer|name (you )?prefer|name (you would|youd|would you) like (us )?to (use|be called)|what should we call you/,
    // "... if different from above": only a preferred name of its own answers it.
    claim: (f, q) => {
      const preferred = f.at("personalInformation.preferredName");
      if (!preferred && /if (it is |its )?different|if any|if applicable/.test(q.question)) return null;
      return text(
        preferred?.value ?? f.applicant.firstName,
        preferred ? "personalInformation.preferredName" : "personalInformation.firstName",
      );
    },
  },
  {
    name: "middle_name",
    category: "identity",
    test: /middle name/,
    claim: (f) => textAt("personalInformation.middleName")(f) ?? extra("middleName")(f),
  },
  {
    name: "first_and_last_name",
    category: "identity",
    test: /first (name )?and (last|family) name|first and surname|given name and (surname|family name)|first and last\b/,
    claim: (f) => text(`${f.applicant.firstName} ${f.applicant.lastName}`, "personalInformation.firstName+lastName"),
  },
  // ("Your complete name, first name then surname" asks for the whole name.)
  {
    name: "first_name",
    category: "identity",
    test: /first ?name|given name|fname|legal ?name ?first/,
    not: /complete name|full name/,
    claim: applicant("firstName"),
  },
  {
    name: "last_name",
    category: "identity",
    test: /last ?name|surname|family name|lname/,
    not: /complete name|full name/,
    claim: applicant("lastName"),
  },
  { name: "email", category: "contact", test: /e ?mail/, not: /referr/, claim: applicant("email") },
  // The phone's country picker (often preset from the visitor's IP): the profile's country.
  {
    name: "phone_country",
    category: "contact",
    // Recruitee's "Select country calling code" too.
    test: /(country|dial(l?ing)?) (phone |calling )?code|calling code|phone (country )?code|phone country|country (of|for) (the |your )?phone/,
    // A phone number's hint ("Please include your country code") asks for the number, not the country.
    not: /(including|with|incl|include) (the |your )?(international )?(country|dial(l?ing)?) code/,
    // The country by name ("United States (+1)"), else a bare code ("+44") by the number's own prefix.
    claim: (f) => {
      const country = f.at<string>("personalInformation.country");
      const phone = (f.applicant.phone ?? "").replace(/[^\d+]/g, "");
      if (!country) return null;
      const byCode = (options: QuestionOption[]) => {
        const codes = options
          .map((o) => ({ o, code: /^\s*\+\s?(\d{1,4})\s*$/.exec(o.label)?.[1] }))
          .filter((x) => x.code && phone.startsWith(`+${x.code}`))
          .sort((a, b) => b.code!.length - a.code!.length);
        return codes.length && (codes.length === 1 || codes[0].code!.length > codes[1].code!.length) ? codes[0].o : undefined;
      };
      return {
        type: "choose",
        text: String(country.value),
        from: country.from,
        pick: (options) => pickByText(options, String(country.value)) ?? byCode(options),
      };
    },
  },
  // Workday's "Phone Device Type": no profile says it; an account default or the built-in "Mobile" (../defaults.ts).
  {
    name: "phone_device_type",
    category: "contact",
    test: /phone (device |number )?type|(device|phone) kind|type of (phone|device)/,
    claim: () => null,
  },
  {
    // "Is your mobile number registered outside North America (not a +1 number)?": the number's
    // calling code, +1 being the North American Numbering Plan's.
    name: "phone_north_america",
    category: "contact",
    test: (q) =>
      /\b(phone|mobile|cell)\b/.test(q.text) && /north america|\+\s?1\b/.test(q.field.label) && /^(is|are|do|does)\b/.test(q.text),
    claim: (f, q) => {
      const phone = f.p.personalInformation.phone?.replace(/[\s().-]/g, "");
      if (!phone?.startsWith("+")) return null;
      const nanp = phone.startsWith("+1");
      const outside = /\boutside\b|\bnot a\b|\bnon\b/.test(words(q.field.label.replace(/\(.*\)/g, " ")));
      return { type: "bool", value: outside ? !nanp : nanp, from: "personalInformation.phone" };
    },
  },
  {
    // A North American number asked in three boxes ("area code", "first three digits", "last four
    // digits"): its parts. Another country's numbers have no such parts.
    name: "phone_part",
    category: "contact",
    test: /\b(phone|mobile|cell|telephone)\b.*\b(area code|first (3|three) digits|prefix|exchange|last (4|four) digits|line number)\b/,
    claim: (f, q) => {
      const digits = (f.p.personalInformation.phone ?? "").replace(/[^\d+]/g, "");
      if (!/^\+1\d{10}$/.test(digits)) return null;
      const [area, prefix, line] = [digits.slice(2, 5), digits.slice(5, 8), digits.slice(8)];
      const part = /area code/.test(q.text) ? area : /first (3|three) digits|prefix|exchange/.test(q.text) ? prefix : line;
      return text(part, "personalInformation.phone");
    },
  },
  {
    name: "phone",
    category: "contact",
    test: /phone|mobile|cell|telephone|contact number|number to (reach|call|contact) you/,
    not: /type|extension|^(country|dial(l?ing)?) code/,
    claim: applicant("phone"),
  },
  {
    name: "full_name",
    category: "identity",
    test: /^(your |full |legal |candidate |applicant )?(full )?name$|full name|complete name|full legal name|legal name|^name\b|^applicant name/,
    not: /company|school|reference|manager|referr|employer|university|college|organi[sz]ation|pronunc|phonetic/,
    claim: (f) => text(`${f.applicant.firstName} ${f.applicant.lastName}`, "personalInformation.firstName+lastName"),
  },
  // Links.
  {
    // "Do you have a LinkedIn profile?": yes when the profile has one; not having one is not said.
    name: "linkedin",
    category: "links",
    test: /linkedin/,
    claim: (f, q) => {
      const link = f.extra("linkedin");
      if (!link) return null;
      return /^(do|have|are)\b/.test(q.question) ? { type: "bool", value: true, from: link.from } : text(link.value, link.from);
    },
  },
  {
    // The profile's link; its last path part when a username is asked; yes when asked whether there is one.
    name: "github",
    category: "links",
    test: /github/,
    claim: (f, q) => {
      const link = f.extra("github");
      if (!link) return null;
      // ("GitHub username or profile link" in a URL field takes the link.)
      if (/\b(username|user name|handle)\b/.test(q.text) && !(q.field.kind === "url" || /\b(or|and) (profile )?(link|url)\b/.test(q.text)))
        return text(String(link.value).replace(/\/+$/, "").split("/").pop(), link.from);
      if (/^(do|have|are)\b/.test(q.text)) return { type: "bool", value: true, from: link.from };
      return text(link.value, link.from);
    },
  },
  { name: "twitter", category: "links", test: /twitter|\bx (profile|handle)\b/, claim: extra("twitter") },
  { name: "website", category: "links", test: /website|portfolio|personal (site|url|page)|blog|other url/, claim: extra("website") },
];

export const DOCUMENT_RULES: Rule[] = [
  { name: "cover_letter", category: "documents", test: /cover ?letter/, claim: extra("coverLetter") },
  {
    // "Autofill from resume" (Ashby) is the site parsing a file into the fields, not the resume question.
    // The document itself: a box or a choice that mentions a CV asks something else.
    name: "resume",
    category: "documents",
    test: (q) =>
      /resume|r\u00e9sum\u00e9|\bcv\b|curriculum/.test(q.text) &&
      !["checkbox", "boolean", "radio", "single_select", "multi_select"].includes(q.field.kind),
    not: /text|paste|link|autofill/,
    claim: (f, q) =>
      q.field.kind === "file" && f.applicant.resumeUrl ? { type: "file", url: f.applicant.resumeUrl, from: "resume_url" } : null,
  },
  {
    name: "current_title",
    category: "employment",
    test: /(current|present) (job )?title|current (role|position)|(current or )?most recent (job )?title|headline|^title$|\btitle (at|with) (your )?(current|most recent)|^job title\b/,
    not: /\b(why|reason|leave|leaving)\b/,
    // "Is your current job title Program Manager?": the title named against the profile's.
    claim: (f, q) => {
      const named = /^is your (current |present )?(job )?title (\w.*)$/.exec(q.question.trim())?.[3];
      const title = f.extra("currentTitle");
      if (!named) return extra("currentTitle")(f);
      return title ? bool(normalizeText(String(title.value)) === named, title.from) : null;
    },
  },
  {
    name: "current_company",
    category: "employment",
    test: /(current|present) (company|employer)|most recent (company|employer)|^company( name)?\b|^employer( name)?\b|^org$|organi[sz]ation/,
    not: /^(are|do|have|is)\b|\b(why|reason|leave|leaving)\b/,
    claim: extra("currentCompany"),
  },
  {
    // A current employer named in the profile says yes; nothing says no. ("Do you currently have a
    // job?" too; an employment status list's plain "Employed", never a kind of it such as full-time.)
    name: "currently_employed",
    category: "employment",
    test: /are you (currently|presently) (employed|working)\b|are you (currently |presently )?in (paid )?(employment|work)\b(?! (authori|permit|visa))|do you (currently )?have a (job|position|role)( (at the moment|right now|currently))?$|^(at present |currently |right now )?do you (currently |presently )?(have|hold) a paid (job|position|role)( (with|at) any employer)?$|(current )?employment status/,
    not: /\b(at|for|by) (this|our|the company|us)\b/,
    claim: (f, q) => {
      const fact = f.extra("currentCompany");
      if (!fact) return null;
      if (/employment status/.test(q.text))
        return { type: "choose", pick: (options) => options.find((o) => /^employed$/i.test(o.label.trim())), from: fact.from };
      return { type: "bool", value: true, from: fact.from };
    },
  },
  // An account default applies when the profile does not say (answer_defaults, ../defaults.ts).
  {
    name: "how_did_you_hear",
    category: "how_heard",
    test: /how did you (hear|find|learn)|where did you (hear|find|learn)|referral source|^source$/,
    claim: extra("howDidYouHear"),
  },
];
