import { type Profile, ProfileSchema } from '../../contract/auth.ts';
import type {
  ChangeDeliveryTypeRequest,
  ProfileFields,
  ProfileUpdateRequest,
  UpdatePickUpLocationRequest,
} from '../../contract/authRules.ts';
import type { OrderType } from '../../contract/constants.ts';
import { api, body } from './client.ts';

export function fetchProfile(): Promise<Profile> {
  return api.get('user_profile', ProfileSchema);
}

export function updateProfile(fields: ProfileFields): Promise<Profile> {
  return api.put('user_profile/update', ProfileSchema, body<typeof ProfileUpdateRequest>(fields));
}

export function changeDeliveryType(type: OrderType): Promise<Profile> {
  return api.post('changeDeliveryType', ProfileSchema, body<typeof ChangeDeliveryTypeRequest>({ type }));
}

export function updatePickUpLocation(outlet: { id: string; city: string; area: string }): Promise<Profile> {
  return api.post(
    'updatePickUpLocation',
    ProfileSchema,
    body<typeof UpdatePickUpLocationRequest>({ pickUp: outlet.id, city: outlet.city, area: outlet.area }),
  );
}
