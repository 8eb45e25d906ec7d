// Areas named by their region (docs/answers.md, "Places by geography"), read by places.ts.
import { words } from "./text";

// Areas named by their region ("the Puget Sound region"): the city at their heart, and how far from it
// one is surely in the area and surely outside it.
export const NAMED_AREAS: Array<[RegExp, { city: string; rest: string }, number, number]> = [
  [/\bpuget sound\b/, { city: "Seattle", rest: "WA" }, 60, 200],
  [/\bcentral texas\b/, { city: "Austin", rest: "TX" }, 60, 300],
  [/\b(san francisco |sf )?bay area\b/, { city: "San Francisco", rest: "CA" }, 60, 200],
  [/\bsilicon valley\b/, { city: "San Jose", rest: "CA" }, 30, 150],
  [/\bresearch triangle\b/, { city: "Raleigh", rest: "NC" }, 40, 150],
  [/\btwin cities\b/, { city: "Minneapolis", rest: "MN" }, 40, 150],
];
export const areaNamedIn = (label: string) => NAMED_AREAS.find(([re]) => re.test(words(label)));
