import { API, type CertificateVerification } from '@valuation/contracts';
import { baseApi } from '../../lib/baseApi';

/** The public certificate check (contracts: Valuation requests). */
export const verifyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifyCertificate: build.query<CertificateVerification, string>({
      query: (reference) => ({ url: API.certificates.verify(reference) }),
    }),
  }),
});

export const { useVerifyCertificateQuery } = verifyApi;
