import { CHAT_LIMITS } from '@valuation/contracts';

/** The picker's accept list (docs/product.md §5): images, PDF, DOC, DOCX. */
const EXTENSIONS = ['.pdf', '.doc', '.docx'];

export function isAcceptedFile(file: File): boolean {
  if (file.type.startsWith('image/')) return true;
  if ((CHAT_LIMITS.attachmentTypes as readonly string[]).includes(file.type)) return true;
  const name = file.name.toLowerCase();
  return EXTENSIONS.some((extension) => name.endsWith(extension));
}

const MB = 1024 * 1024;

/**
 * Adds `incoming` to `current` within the limits (5 files of 10 MB, the accepted types); the
 * sentences say what was left out and why.
 */
export function addAttachments(
  current: readonly File[],
  incoming: readonly File[],
): { files: File[]; problems: string[] } {
  const files = [...current];
  const problems: string[] = [];
  for (const file of incoming) {
    if (!isAcceptedFile(file)) {
      problems.push(`${file.name} is not an image, PDF, DOC or DOCX file.`);
    } else if (file.size > CHAT_LIMITS.maxAttachmentBytes) {
      problems.push(`${file.name} is larger than ${CHAT_LIMITS.maxAttachmentBytes / MB} MB.`);
    } else if (files.length >= CHAT_LIMITS.maxAttachments) {
      problems.push(`At most ${CHAT_LIMITS.maxAttachments} files can be attached to one message.`);
      break;
    } else {
      files.push(file);
    }
  }
  return { files, problems };
}

export function formatFileSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
