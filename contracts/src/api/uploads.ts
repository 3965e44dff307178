// Files a user sends (valuation photos, chat attachments): the one set of sentences the server
// answers about them (ADR 013).

const MB = 1024 * 1024;

/** What each upload takes, as the refusal of another type names it. */
export const UPLOAD_KINDS = {
  images: 'a JPEG, PNG, GIF or WebP image',
  attachments: 'an image, PDF, DOC or DOCX file',
} as const;

export const UPLOAD_ERRORS = {
  notMultipart: (fileField: string) =>
    `Send the request as multipart/form-data with the files in "${fileField}".`,
  /** "You can add at most 5 photos." */
  tooMany: (max: number, noun: string) => `You can add at most ${max} ${noun}.`,
  /** 413: `"ring.jpg" is larger than 10MB.` */
  tooLarge: (name: string, maxBytes: number) => `"${name}" is larger than ${maxBytes / MB}MB.`,
  wrongType: (name: string, kinds: string) => `"${name}" is not ${kinds}.`,
  empty: (name: string) => `"${name}" is empty.`,
  unreadableImage: (name: string) => `"${name}" could not be read as an image.`,
  unknownField: (name: string) => `Unknown field "${name}"`,
  fieldTooLong: (label: string) => `${label} is too long`,
  fieldTwice: (label: string) => `${label} was sent twice`,
  tooManyFields: 'The form has too many fields.',
  malformed: 'The form data is incomplete or malformed.',
} as const;
