// Background: age, previous employment here, relatives, government ties, clearance, non-compete,
// criminal record and background checks, accommodations. Sensitive ones answer only from a profile fact.
import type { Rule } from "../claims";
import { bool, boolAt } from "../claims";

export const BACKGROUND_RULES: Rule[] = [
  {
    name: "under_18", category: "age", sensitive: true,
    test: /under (the age of )?18|younger than 18|\bminor\b|under 18|below 18/,
    claim: (f) => bool(!f.p.personalInformation.isOver18, "personalInformation.isOver18"),
  },
  {
    name: "over_18", category: "age", sensitive: true,
    test: /18 (years|yrs)|over 18|at least 18|age of 18|legal (working )?age|18 or older|18 or over|eighteen|of age\b/,
    claim: boolAt("personalInformation.isOver18"),
  },
  { name: "age", category: "age", sensitive: true, test: /\bage\b|date of birth|birth ?date|\bdob\b|how old/, claim: () => ({ type: "decline" }) },
  { name: "accommodations", category: "accommodations", test: /accommodat|reasonable adjustment|adjustments/, claim: boolAt("workPreferences.hasAccommodations") },
  {
    name: "government_ties", category: "government",
    test: /government (official|ties|relationship)|public official|politically exposed|foreign official|related to .*government|government .*relative/,
    not: /employed by a government|government employ/,
    claim: boolAt("backgroundCheck.hasGovernmentTies"),
  },
  {
    name: "relatives", category: "relatives", sensitive: true,
    test: /relatives?|family member|related to (anyone|someone|a current|any)|close personal relationship|\bfamily\b.*\b(employ|work)/,
    claim: boolAt("backgroundCheck.hasRelativesAtCompany"),
  },
  {
    name: "non_compete", category: "non_compete",
    test: /non ?compete|non ?solicit|post employment restrictions|restrictive covenant|employment agreements/,
    claim: boolAt("backgroundCheck.hasNonCompete"),
  },
  {
    name: "current_employee", category: "previous_employment",
    test: /currently (work|employed) (for|at|by)|current employee|currently an employee/, not: /former|referr/,
    // Never worked here implies not working here now; having worked here says nothing about now.
    claim: (f) => (f.p.backgroundCheck.hasWorkedForCompanyBefore === false ? bool(false, "backgroundCheck.hasWorkedForCompanyBefore") : null),
  },
  {
    name: "worked_here_before", category: "previous_employment",
    test: /(previously|ever|before|formerly|past) (been )?(work|employ)|worked (for|at|here|with us)|former (employee|contractor)|current or former employee|employed by (us|this company)|previously worked|worked .* previously/,
    not: /applied|if you previously|dates/,
    claim: boolAt("backgroundCheck.hasWorkedForCompanyBefore"),
  },
  {
    name: "clearance", category: "clearance", sensitive: true,
    test: /clearance/, not: /able to obtain|eligible (to|for)|willing to|obtain/,
    claim: boolAt("backgroundCheck.hasGovernmentClearance"),
  },
  { name: "background_check", category: "criminal_background", test: /background (check|screen|investigation)/, claim: boolAt("backgroundCheck.consentsToBackgroundCheck") },
  {
    name: "criminal_record", category: "criminal_background", sensitive: true,
    test: /convict|felony|criminal|misdemeanou?r|offen[cs]e/,
    claim: boolAt("backgroundCheck.hasCriminalRecord"),
  },
];
