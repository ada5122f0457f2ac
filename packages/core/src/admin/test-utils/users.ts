/**
 * What the user-administration tests share: the day they run on, the roles a practice offers (a vet
 * who can authorize, staff who cannot) and the acting practice administrator.
 */
export const today = '2026-05-01';

export const roles = [
  { id: 1, name: 'Vet', canAuthorize: true },
  { id: 2, name: 'Staff', canAuthorize: false },
];

export const actor = { isSupportUser: false, userId: 50, locationUserIds: [500] };
