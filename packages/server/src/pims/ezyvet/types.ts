/**
 * The ezyVet records the adapter reads and writes, as the API answers them (snake_case; times in Unix
 * seconds; ids as numbers or numeric strings). Which fields are confirmed from ezyVet's documents and
 * which are inferred is listed in the PIMS decision record.
 */
type Id = number | string;
type Epoch = number | string | null;

export interface EzyVetNamed {
  id: Id;
  name: string;
}
export interface EzyVetContact {
  id: Id;
  first_name?: string | null;
  last_name?: string | null;
  business_name?: string | null;
  is_customer?: boolean | number | string;
  active?: boolean | number | string;
}
export interface EzyVetContactDetail {
  id: Id;
  contact_id: Id;
  /** The detail's label: Home, Mobile, Email… */
  name?: string | null;
  value: string;
  contact_detail_type_id?: Id;
  preferred?: boolean | number | string;
  active?: boolean | number | string;
}
export interface EzyVetAnimal {
  id: Id;
  name?: string | null;
  owner_contact_id: Id;
  species_id?: Id | null;
  breed_id?: Id | null;
  sex_id?: Id | null;
  date_of_birth?: Epoch;
  deceased_date?: Epoch;
  is_dead?: boolean | number | string;
  weight?: number | string | null;
  active?: boolean | number | string;
}
export interface EzyVetConsult {
  id: Id;
  animal_id: Id;
  consult_number?: string | null;
  date?: Epoch;
  reason?: string | null;
  diagnosis?: string | null;
  status?: string | null;
  finalised?: boolean | number | string;
  practitioner_id?: Id | null;
}
export interface EzyVetUser {
  id: Id;
  title?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  is_vet?: boolean | number | string;
  registration_number?: string | null;
  active?: boolean | number | string;
}
export interface EzyVetPrescription {
  id: Id;
  animal_id: Id;
  consult_id?: Id | null;
  date_of_prescription?: Epoch;
  prescribed_by?: Id | null;
  created_at?: Epoch;
}
export interface EzyVetPrescriptionItem {
  id: Id;
  prescription_id: Id;
  product_id?: Id | null;
  product_name?: string | null;
  quantity?: number | string | null;
  unit?: string | null;
  dosage?: string | null;
  instructions?: string | null;
}
export interface EzyVetExternalPrescription {
  id: Id;
  animal_id: Id;
  consult_id?: Id | null;
  date_of_prescription: Epoch;
  prescribed_by?: Id | null;
  product_name: string;
  quantity: number;
  unit?: string | null;
  instructions: string;
  repeats?: number;
  expiry_date?: Epoch;
  link: string;
  external_reference?: string | null;
}
