/**
 * An expert's profile as the certificate prints it (docs/product.md §2.20, "Your valuer profile";
 * §2.21): the qualification line under their name and their signature image. Staff set their own
 * with GET/PUT /api/staff/me/profile and POST /api/staff/me/signature (multipart).
 */

/** What a valuer's certificate states when they have not written their own qualification yet. */
export const DEFAULT_VALUER_QUALIFICATION = 'Certified valuer, Luxe Valuations, London';

export const EXPERT_PROFILE_RULES = {
  maxQualificationLength: 160,
  /** The signature image: one PNG, JPEG or WebP, judged by content, at most 2 MB. */
  maxSignatureBytes: 2 * 1024 * 1024,
} as const;

/** The multipart field name of the signature image. */
export const SIGNATURE_FIELD = 'signature';

export interface ExpertProfile {
  /** The line printed under the valuer's name, e.g. "FGA DGA, Gem-A; Registered Valuer". */
  qualification: string;
  /** True until the expert saves their own qualification (the default line is printed). */
  qualificationIsDefault: boolean;
  /** Short-lived signed URL of the signature image, or null when none was uploaded. */
  signatureUrl: string | null;
  updatedAt: string | null;
}

export interface ExpertProfileResponse {
  profile: ExpertProfile;
}

export interface UpdateExpertProfileRequest {
  qualification: string;
}

export const EXPERT_PROFILE_TEXTS = {
  title: 'Your valuer profile',
  intro:
    'Your name, qualification and signature are printed in the valuer’s block of every certificate you issue.',
  qualificationLabel: 'Qualification',
  qualificationHint: 'For example: FGA DGA (Gem-A), Registered Valuer',
  signatureLabel: 'Signature',
  signatureHint:
    'A photo or scan of your signature on white paper (PNG, JPEG or WebP, up to 2 MB).',
  noSignature: 'No signature yet: certificates print your name only.',
  saved: 'Your valuer profile has been saved.',
  signatureSaved: 'Your signature has been saved.',
  save: 'Save profile',
  uploadSignature: 'Upload signature',
  replaceSignature: 'Replace signature',
} as const;

/**
 * What a valuer must still add before issuing a certificate (contracts: "Valuation requests"): their
 * own qualification (the default line does not count) and their signature. Null when nothing is
 * missing; else the sentence the staff console shows and the completion's 409 answers.
 */
export function valuerProfileGap(
  profile: Pick<ExpertProfile, 'qualificationIsDefault'> & { hasSignature: boolean },
): string | null {
  const missing = [
    profile.qualificationIsDefault ? 'qualification' : null,
    profile.hasSignature ? null : 'signature',
  ].filter(Boolean);
  if (missing.length === 0) return null;
  return `Add your ${missing.join(' and ')} in Staff › Valuer profile before issuing a certificate.`;
}
