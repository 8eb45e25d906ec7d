import { EMAIL_MODES } from "../../lib/domain";
import { profileSchema } from "../../lib/profile";
import { httpUrl, idOf, timestamp } from "./common";
import { z } from "./zod";

export const profileBody = profileSchema.meta({
  id: "Profile",
  description: "The minimum accepted profile. Any extra fields are kept verbatim and help answer questions.",
});

const emailMode = z.enum(EMAIL_MODES);

export const createCandidateBody = z
  .strictObject({
    profile: profileBody,
    resume_url: httpUrl,
    email_mode: emailMode.default("managed"),
    account_system_password: z
      .string()
      .min(8, "must be 8 to 128 characters")
      .max(128, "must be 8 to 128 characters")
      .optional()
      .openapi({ writeOnly: true, description: "Needed only for Workday postings. Stored encrypted, never returned." }),
  })
  .openapi("CreateCandidateRequest");

export const candidate = z
  .object({
    id: idOf("cand", "a candidate"),
    profile_id: idOf("prof", "a profile"),
    email: z.string().openapi({ example: "ada.lovelace.k3j9x2@inbox.example.com" }),
    full_name: z.string(),
    email_mode: emailMode,
    created_at: timestamp,
  })
  .openapi("Candidate");

export const createProfileBody = z
  .strictObject({
    candidate_id: idOf("cand", "a candidate"),
    profile: profileBody,
    resume_url: httpUrl.optional().openapi({ description: "defaults to the candidate's resume" }),
  })
  .openapi("CreateProfileRequest");

export const savedProfile = z
  .object({
    id: idOf("prof", "a profile"),
    candidate_id: idOf("cand", "a candidate"),
    profile: z.record(z.string(), z.unknown()),
    resume_url: z.string(),
    created_at: timestamp,
  })
  .openapi("SavedProfile");
