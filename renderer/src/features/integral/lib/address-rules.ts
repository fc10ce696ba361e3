import type { AddressBody } from '@/contracts/api/mall';
import {
  checkRecipient,
  EMPTY_RECIPIENT,
  trimRecipient,
  type RecipientErrors,
  type RecipientField,
  type RecipientValues,
  type RegionInput,
} from '@/domain/region/recipient-rules';

export type { RegionInput };

/** The recipient form's values as typed (the region's three names come from the region field). */
export type AddressFormValues = RecipientValues & { isDefault: boolean };
export type AddressField = RecipientField;
export type AddressErrors = RecipientErrors;

/** The first failed rule's message of each field, in form order (empty when the form is valid). */
export const checkAddress = (values: AddressFormValues, region: RegionInput): AddressErrors =>
  checkRecipient(values, region);

/** The request body of valid values: trimmed, with the address's id when editing. */
export function addressBodyOf(values: AddressFormValues, id?: number): AddressBody {
  return {
    ...(id === undefined ? {} : { id }),
    ...trimRecipient(values),
    isDefault: values.isDefault,
  };
}

export const EMPTY_ADDRESS: AddressFormValues = { ...EMPTY_RECIPIENT, isDefault: false };
