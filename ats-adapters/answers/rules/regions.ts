// Regions a question names beside a country: a province "other than" one, and world regions
// ("North America / EMEA / APAC") as forms list them (docs/answers.md, "Places by geography").
import type { Rule } from "../claims";
import { bool } from "../claims";
import { countryCode, inWorldRegion, regionsNamedIn, stateCode, statesNamed } from "../places";

export const PROVINCE_OTHER_THAN: Rule = {
  // "Do you live in a Canadian province other than Ontario?": the province's country and home's own
  // province; someone elsewhere lives in none of that country's provinces.
  name: "lives_in_province_other_than",
  category: "location",
  test: (q) =>
    /\b(live|living|reside|residing|based|located)\b.*\b(province|territory|region) other than\b/.test(q.text) &&
    !statesNamed(q.field.label).length &&
    regionsNamedIn(q.field.label).length === 1,
  claim: (f, q) => {
    const home = f.p.personalInformation;
    const [named] = regionsNamedIn(q.field.label);
    if (countryCode(home.country) !== named.country) return bool(false, "personalInformation.country");
    const code = home.state ? stateCode(home.state, home.country) : null;
    return code ? bool(code !== named.code, "personalInformation.state") : null;
  },
};

export const WORLD_REGION: Rule = {
  // "Region of residence: North America / EMEA / APAC / Latin America": the one that holds home's
  // country, when every option is such a region and exactly one holds it.
  name: "world_region",
  category: "location",
  test: (q) =>
    (q.field.options?.length ?? 0) >= 2 &&
    /\bregion\b|\b(based|located|live|reside)\b/.test(q.text) &&
    q.field.options!.every((o) => inWorldRegion("United States", o.label) !== undefined),
  claim: (f) => {
    const country = f.p.personalInformation.country;
    if (!country) return null;
    return {
      type: "choose",
      from: "personalInformation.country",
      pick: (options) => {
        const held = options.map((o) => inWorldRegion(country, o.label));
        return held.includes(undefined) || held.filter(Boolean).length !== 1 ? undefined : options[held.indexOf(true)];
      },
    };
  },
};

/** US states on the land border with Mexico, and with Canada (Ohio and Pennsylvania meet it only in a lake). */
const BORDER_STATES: Record<string, { sure: string[]; maybe: string[] }> = {
  mexico: { sure: ["CA", "AZ", "NM", "TX"], maybe: [] },
  canada: { sure: ["AK", "WA", "ID", "MT", "ND", "MN", "MI", "NY", "VT", "NH", "ME"], maybe: ["OH", "PA"] },
};

export const BORDER_STATE: Rule = {
  // "Do you currently reside in a U.S. state that borders Mexico?": home's state among those on the border;
  // someone outside the US lives in none.
  name: "lives_in_border_state",
  category: "location",
  test: /\b(live|living|reside|residing|based|located)\b.*\bstate (that |which )?(borders?|bordering|on the border with) (mexico|canada)\b/,
  claim: (f, q) => {
    const home = f.p.personalInformation;
    const border = BORDER_STATES[/\bmexico\b/.test(q.text) ? "mexico" : "canada"];
    if (countryCode(home.country) !== "US") return bool(false, "personalInformation.country");
    const code = home.state ? stateCode(home.state, home.country) : null;
    if (!code || border.maybe.includes(code)) return null;
    return bool(border.sure.includes(code), "personalInformation.state");
  },
};
