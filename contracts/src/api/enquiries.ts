export const ENQUIRY_STATUSES = ['new', 'handled'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** POST /api/contact (docs/product.md §2, Contact): every field required, trimmed. */
export interface CreateEnquiryRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface CreateEnquiryResponse {
  success: boolean;
  id: string;
}

/** An enquiry as staff (and the sender's data export) see it. */
export interface Enquiry {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: EnquiryStatus;
  createdAt: string;
  handledAt: string | null;
}

export interface EnquiryResponse {
  enquiry: Enquiry;
}

export interface EnquiriesQuery {
  page?: number;
  pageSize?: number;
  status?: EnquiryStatus;
  search?: string;
}

export interface UpdateEnquiryRequest {
  status: EnquiryStatus;
}

export const ENQUIRY_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;
