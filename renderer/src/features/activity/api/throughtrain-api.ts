import { v3ConsultExpertsEndpoint, type ConsultExperts } from '@/contracts/api/order';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** GET /v3/order/consult/experts: the experts one can consult and the server's prices. */
export const fetchConsultExperts = (): Promise<ConsultExperts> =>
  callEndpoint(v3ConsultExpertsEndpoint);
