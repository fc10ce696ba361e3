import type { PrizeRecipientBody } from '@/contracts/api/exam';
import { trimRecipient, type RecipientValues } from '@/domain/region/recipient-rules';

export {
  checkRecipient,
  EMPTY_RECIPIENT,
  type RecipientErrors,
  type RecipientField,
  type RecipientValues,
} from '@/domain/region/recipient-rules';

/** The request body of valid values, trimmed, with the draw the prize came from. */
export const recipientBodyOf = (drawId: number, values: RecipientValues): PrizeRecipientBody => ({
  drawId,
  ...trimRecipient(values),
});
