// The minimum accepted profile of spec 2.3. Extra fields anywhere are kept verbatim (passthrough).
import { z } from "zod";

const str = z.string().trim().min(1, "must be a non-empty string").max(1000);
const bool = z.boolean();

export const profileSchema = z.looseObject({
  personalInformation: z.looseObject({
    firstName: str,
    lastName: str,
    isOver18: bool,
    email: z.email().max(320),
    phone: z.string().trim().regex(/^\+[1-9][0-9 ().-]{6,24}$/, "must be an international phone number such as +14155550100"),
    address: str,
    city: str,
    state: str,
    country: str,
    zipCode: str,
  }),
  workAuthorization: z.looseObject({ isAuthorizedToWork: bool, needsSponsorship: bool }),
  workPreferences: z.looseObject({
    canWorkInPerson: bool,
    canRelocate: bool,
    canStartImmediately: bool,
    hasTransportation: bool,
    hasAccommodations: bool,
  }),
  backgroundCheck: z.looseObject({
    hasWorkedForCompanyBefore: bool,
    hasGovernmentClearance: bool,
    hasGovernmentTies: bool,
  }),
  education: z.array(z.looseObject({ university: str, degree: str })).max(50),
});

export type Profile = z.infer<typeof profileSchema> & Record<string, unknown>;
